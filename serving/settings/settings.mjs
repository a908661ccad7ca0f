// @ts-check
/**
 * How every runtime of the workspace declares and reads its settings (the composer service, the local
 * site and its tools, the app builds, the tests and bench): each setting names its environment
 * variable, its default, what a value must be and one English line. `readSettings` reads all of one
 * runtime's settings from an env object at its start and throws one error listing every bad value;
 * the code then uses the object it returned. `settingsTable` writes the README's table from the same
 * declarations. What a value must be is a valibot schema, the workspace's one schema library.
 * Plain JavaScript with JSDoc types, so Node scripts and TypeScript read the same file.
 */
import * as v from 'valibot';

/**
 * @template T
 * @typedef {object} Setting
 * @property {string} name the environment variable
 * @property {string} description one English line for the settings table
 * @property {string} expected what a value must be, completing "NAME must be …"
 * @property {v.GenericSchema<string, T>} schema what a set value (a trimmed, non-empty text) must be, and what it means
 * @property {T} defaultValue when the variable is unset or empty
 * @property {T} localDefault instead of `defaultValue` where the runtime runs on a developer's machine
 * @property {string} defaultText the default as the table shows it
 * @property {string} [renamedFrom] an earlier name of the variable, refused with a pointer to this one
 */

/**
 * @template T, D
 * @typedef {object} SettingSpec
 * @property {string} name
 * @property {string} description
 * @property {D} default
 * @property {string} [defaultText] how the table shows the default (say what unset means)
 * @property {T} [localDefault] the default on a developer's machine (npm start, tests), when it differs
 * @property {string} [renamedFrom]
 */

/** @typedef {Record<string, Setting<any>>} SettingDeclarations */

/**
 * @template {SettingDeclarations} D
 * @typedef {{ [K in keyof D]: D[K] extends Setting<infer T> ? T : never }} SettingValues
 */

/** An error listing every bad setting of one runtime; its stack is the message (a trace says nothing here). */
export class SettingsError extends Error {
  /** @type {string[]} one line per bad setting (made non-enumerable: a crash report prints the message once) */
  problems = [];

  /** @param {string} runtime @param {string[]} problems */
  constructor(runtime, problems) {
    const count = problems.length === 1 ? 'one setting is wrong' : `${problems.length} settings are wrong`;
    super(
      `${runtime} cannot start: ${count}.\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
        'Every setting, its default and what it does: the settings table in README.md.',
    );
    this.name = 'SettingsError';
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** @param {unknown} value */
const shown = (value) => (Array.isArray(value) ? value.join(',') : String(value));

/**
 * @template T, D
 * @param {SettingSpec<T, D>} spec
 * @param {string} expected
 * @param {v.GenericSchema<string, T>} schema
 * @returns {Setting<T | D>}
 */
function declare(spec, expected, schema) {
  if (spec.default === undefined && spec.defaultText === undefined) {
    throw new Error(`${spec.name} has no default: its declaration must say what unset means (defaultText).`);
  }
  const defaultText = spec.defaultText ?? shown(spec.default);
  return {
    name: spec.name,
    description: spec.description,
    expected,
    schema,
    defaultValue: spec.default,
    localDefault: spec.localDefault === undefined ? spec.default : spec.localDefault,
    defaultText: spec.localDefault === undefined ? defaultText : `${defaultText} (locally ${shown(spec.localDefault)})`,
    ...(spec.renamedFrom ? { renamedFrom: spec.renamedFrom } : {}),
  };
}

/** A whole number written in digits only (no sign, point, exponent or base), from `min` to `max`. */
const wholeNumberIn = (/** @type {number} */ min, /** @type {number} */ max) =>
  v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

/** Text without C0 controls or DEL. */
const withoutControlCharacters = v.check(
  (/** @type {string} */ raw) => ![...raw].some((character) => character < ' ' || character === '\u007f'),
);

/** An absolute URL of one of `protocols`, with a host; the text as written. */
const absoluteUrl = (/** @type {string[]} */ protocols) =>
  v.pipe(
    v.string(),
    v.check((raw) => URL.canParse(raw) && protocols.includes(new URL(raw).protocol) && new URL(raw).hostname !== ''),
  );

/** An origin (`http(s)://host[:port]`, nothing after it but an optional slash), as the URL standard writes it. */
const origin = v.pipe(
  absoluteUrl(['http:', 'https:']),
  v.check((text) => URL.canParse(text) && new URL(text).origin === text.replace(/\/$/, '')),
  v.transform((text) => new URL(text).origin),
);

/** An origin exactly as the URL standard writes it (no trailing slash). */
const exactOrigin = v.pipe(
  v.string(),
  v.check((text) => URL.canParse(text) && new URL(text).origin === text),
);

/**
 * A TCP port.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const portSetting = (spec) => declare(spec, 'a port number from 1 to 65535', wholeNumberIn(1, 65535));

/** The highest port base: a local site takes ports up to about 215 above its base. */
export const HIGHEST_PORT_BASE = 65000;

/**
 * The first of a block of ports (a local site's shell; the rest lie above it).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const portBaseSetting = (spec) =>
  declare(spec, `a port number from 1024 to ${HIGHEST_PORT_BASE}`, wholeNumberIn(1024, HIGHEST_PORT_BASE));

/**
 * A port, or `off` for "start none".
 * @template {number | 'off' | undefined} D
 * @param {SettingSpec<number | 'off', D>} spec
 */
export const portOrOffSetting = (spec) =>
  declare(spec, 'a port number from 1 to 65535, or off', v.union([v.literal('off'), wholeNumberIn(1, 65535)]));

/** The longest wait a Node timer takes. */
const LONGEST_TIMER = 2 ** 31 - 1;

/**
 * A duration in whole milliseconds, 0 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const millisecondsSetting = (spec) =>
  declare(spec, 'a whole number of milliseconds (0 or more)', wholeNumberIn(0, LONGEST_TIMER));

/**
 * A duration in whole milliseconds, 1 or more (a period or a wait that cannot be zero).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const positiveMillisecondsSetting = (spec) =>
  declare(spec, 'a whole number of milliseconds (1 or more)', wholeNumberIn(1, LONGEST_TIMER));

/**
 * A duration in whole seconds, 0 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const secondsSetting = (spec) =>
  declare(spec, 'a whole number of seconds (0 or more)', wholeNumberIn(0, LONGEST_TIMER));

/**
 * A count, 1 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const countSetting = (spec) => declare(spec, 'a whole number (1 or more)', wholeNumberIn(1, 1_000_000));

/**
 * A decimal number from `min` to `max`, such as 1.2 (a ratio, a margin).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D> & { min: number, max: number }} spec
 */
export const decimalSetting = (spec) =>
  declare(
    spec,
    `a number from ${spec.min} to ${spec.max}, such as 1.5`,
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}(?:\.\d{1,9})?$/),
      v.transform(Number),
      v.minValue(spec.min),
      v.maxValue(spec.max),
    ),
  );

/**
 * Whole numbers from `min` to `max`, separated by commas, such as `5,25,50,100` (at least one).
 * @template {readonly number[] | undefined} D
 * @param {SettingSpec<readonly number[], D> & { min: number, max: number }} spec
 */
export const wholeNumberListSetting = (spec) =>
  declare(
    spec,
    `whole numbers from ${spec.min} to ${spec.max} separated by commas`,
    v.pipe(
      v.string(),
      v.transform((raw) => raw.split(',').map((part) => part.trim())),
      v.array(wholeNumberIn(spec.min, spec.max)),
    ),
  );

/**
 * On or off: `1` or `true`, `0` or `false`.
 * @template {boolean} D
 * @param {SettingSpec<boolean, D>} spec
 */
export const flagSetting = (spec) =>
  declare(
    { defaultText: spec.default ? 'on' : 'off', ...spec },
    '1 or true (on), 0 or false (off)',
    v.pipe(
      v.picklist(['1', 'true', '0', 'false']),
      v.transform((raw) => raw === '1' || raw === 'true'),
    ),
  );

/**
 * Any text without control characters (a path, a key, an id).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D> & { pattern?: RegExp, expected?: string }} spec
 */
export const textSetting = (spec) =>
  declare(
    spec,
    spec.expected ?? 'text without control characters',
    v.pipe(v.string(), withoutControlCharacters, v.regex(spec.pattern ?? /(?:)/)),
  );

/**
 * An absolute http(s) URL.
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const httpUrlSetting = (spec) =>
  declare(spec, 'an absolute http:// or https:// URL', absoluteUrl(['http:', 'https:']));

/**
 * An SMTP server's URL (`smtp://` or `smtps://`, credentials allowed).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const smtpUrlSetting = (spec) => declare(spec, 'an smtp:// or smtps:// URL', absoluteUrl(['smtp:', 'smtps:']));

/**
 * `host:port` (a name, an IPv4 address or a bracketed IPv6 address, and a port).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const hostAndPortSetting = (spec) =>
  declare(
    spec,
    'host:port, such as 127.0.0.1:8080',
    v.pipe(
      v.string(),
      v.regex(/^(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]+):\d{1,5}$/),
      v.check((raw) => v.is(wholeNumberIn(1, 65535), raw.slice(raw.lastIndexOf(':') + 1))),
    ),
  );

/**
 * A comma-separated list of origins (`http(s)://host[:port]`, nothing after it).
 * @template {string[]} D
 * @param {SettingSpec<string[], D>} spec
 */
export const originListSetting = (spec) =>
  declare(
    spec,
    'origins separated by commas, such as http://localhost:4000',
    v.pipe(
      v.string(),
      v.transform((raw) =>
        raw
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(origin),
    ),
  );

/**
 * A JSON object whose keys and values are origins (one origin standing in for another).
 * @template {Record<string, string> | undefined} D
 * @param {SettingSpec<Record<string, string>, D>} spec
 */
export const originMapSetting = (spec) =>
  declare(
    spec,
    'a JSON object mapping origins to origins',
    v.pipe(
      v.string(),
      v.parseJson(),
      v.check((parsed) => !Array.isArray(parsed)),
      v.record(exactOrigin, exactOrigin),
    ),
  );

/**
 * Reads every declared setting from `env` (unset or empty: its default; `local`: its local default)
 * and returns their values by key, or throws one SettingsError that lists every bad value and every
 * earlier name still set.
 * @template {SettingDeclarations} D
 * @param {D} declarations
 * @param {Record<string, string | undefined>} env
 * @param {{ runtime: string, local?: boolean }} options `runtime` starts the error: "The composer service"
 * @returns {SettingValues<D>}
 */
export function readSettings(declarations, env, { runtime, local = false }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const [key, setting] of Object.entries(declarations)) {
    if (setting.renamedFrom && env[setting.renamedFrom] !== undefined) {
      problems.push(`${setting.renamedFrom} is the old name of ${setting.name}: set ${setting.name} instead.`);
    }
    const raw = env[setting.name]?.trim();
    if (raw === undefined || raw === '') {
      values[key] = local ? setting.localDefault : setting.defaultValue;
      continue;
    }
    const read = v.safeParse(setting.schema, raw, { abortPipeEarly: true });
    if (!read.success) problems.push(`${setting.name} must be ${setting.expected}, not ${JSON.stringify(raw)}.`);
    values[key] = read.output;
  }
  if (problems.length > 0) throw new SettingsError(runtime, problems);
  return /** @type {SettingValues<D>} */ (values);
}

/** @typedef {{ runtime: string, settings: SettingDeclarations }} SettingsGroup */

/** @param {string} text */
const cell = (text) => text.replaceAll('|', '\\|');

/**
 * The Markdown table of every setting of `groups`: variable, runtime, default, description.
 * @param {SettingsGroup[]} groups
 */
export function settingsTable(groups) {
  const rows = [
    ['setting', 'runtime', 'default', 'what it does'],
    ...groups.flatMap(({ runtime, settings }) =>
      Object.values(settings).map((setting) => [
        `\`${setting.name}\``,
        runtime,
        cell(setting.defaultText),
        cell(setting.description),
      ]),
    ),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...body.map(line)].join('\n');
}

export const SETTINGS_TABLE_START = '<!-- settings-table:start -->';
export const SETTINGS_TABLE_END = '<!-- settings-table:end -->';

/**
 * `text` with the part between the settings table's markers replaced by `table`.
 * @param {string} text
 * @param {string} table
 */
export function withSettingsTable(text, table) {
  const start = text.indexOf(SETTINGS_TABLE_START);
  const end = text.indexOf(SETTINGS_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`The text has no ${SETTINGS_TABLE_START} … ${SETTINGS_TABLE_END} block for the settings table.`);
  }
  return `${text.slice(0, start + SETTINGS_TABLE_START.length)}\n${table}\n${text.slice(end)}`;
}
