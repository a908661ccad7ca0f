// @ts-check
/**
 * How every runtime of the workspace declares and reads its settings (the composer service, the local
 * site and its tools, the app builds, the tests and bench): each setting names its environment
 * variable, its default, what a value must be and one English line. `readSettings` reads all of one
 * runtime's settings from an env object at its start and throws one error listing every bad value;
 * the code then uses the object it returned. `settingsTable` writes the README's table from the same
 * declarations. Plain JavaScript with JSDoc types, so Node scripts and TypeScript read the same file.
 */

/**
 * @template T
 * @typedef {object} Setting
 * @property {string} name the environment variable
 * @property {string} description one English line for the settings table
 * @property {string} expected what a value must be, completing "NAME must be …"
 * @property {(raw: string) => T | undefined} parse the value, or undefined when `raw` is none
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
 * @param {(raw: string) => T | undefined} parse
 * @returns {Setting<T | D>}
 */
function declare(spec, expected, parse) {
  if (spec.default === undefined && spec.defaultText === undefined) {
    throw new Error(`${spec.name} has no default: its declaration must say what unset means (defaultText).`);
  }
  const defaultText = spec.defaultText ?? shown(spec.default);
  return {
    name: spec.name,
    description: spec.description,
    expected,
    parse,
    defaultValue: spec.default,
    localDefault: spec.localDefault === undefined ? spec.default : spec.localDefault,
    defaultText: spec.localDefault === undefined ? defaultText : `${defaultText} (locally ${shown(spec.localDefault)})`,
    ...(spec.renamedFrom ? { renamedFrom: spec.renamedFrom } : {}),
  };
}

/** @param {string} raw @param {number} min @param {number} max */
function wholeNumberIn(raw, min, max) {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const number = Number(raw);
  return number >= min && number <= max ? number : undefined;
}

/** @param {string} raw */
const hasControlCharacter = (raw) => [...raw].some((character) => character < ' ' || character === '\u007f');

/** @param {string} raw @param {string[]} protocols */
function absoluteUrl(raw, protocols) {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  return protocols.includes(url.protocol) && url.hostname !== '' ? raw : undefined;
}

/**
 * A TCP port.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const portSetting = (spec) =>
  declare(spec, 'a port number from 1 to 65535', (raw) => wholeNumberIn(raw, 1, 65535));

/** The highest port base: a local site takes ports up to about 215 above its base. */
export const HIGHEST_PORT_BASE = 65000;

/**
 * The first of a block of ports (a local site's shell; the rest lie above it).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const portBaseSetting = (spec) =>
  declare(spec, `a port number from 1024 to ${HIGHEST_PORT_BASE}`, (raw) =>
    wholeNumberIn(raw, 1024, HIGHEST_PORT_BASE),
  );

/**
 * A port, or `off` for "start none".
 * @template {number | 'off' | undefined} D
 * @param {SettingSpec<number | 'off', D>} spec
 */
export const portOrOffSetting = (spec) =>
  declare(spec, 'a port number from 1 to 65535, or off', (raw) =>
    raw === 'off' ? /** @type {const} */ ('off') : wholeNumberIn(raw, 1, 65535),
  );

/**
 * A duration in whole milliseconds, 0 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const millisecondsSetting = (spec) =>
  declare(spec, 'a whole number of milliseconds (0 or more)', (raw) => wholeNumberIn(raw, 0, 2 ** 31 - 1));

/**
 * A duration in whole milliseconds, 1 or more (a period or a wait that cannot be zero).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const positiveMillisecondsSetting = (spec) =>
  declare(spec, 'a whole number of milliseconds (1 or more)', (raw) => wholeNumberIn(raw, 1, 2 ** 31 - 1));

/**
 * A duration in whole seconds, 0 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const secondsSetting = (spec) =>
  declare(spec, 'a whole number of seconds (0 or more)', (raw) => wholeNumberIn(raw, 0, 2 ** 31 - 1));

/**
 * A count, 1 or more.
 * @template {number | undefined} D
 * @param {SettingSpec<number, D>} spec
 */
export const countSetting = (spec) =>
  declare(spec, 'a whole number (1 or more)', (raw) => wholeNumberIn(raw, 1, 1_000_000));

/**
 * A decimal number from `min` to `max`, such as 1.2 (a ratio, a margin).
 * @template {number | undefined} D
 * @param {SettingSpec<number, D> & { min: number, max: number }} spec
 */
export const decimalSetting = (spec) =>
  declare(spec, `a number from ${spec.min} to ${spec.max}, such as 1.5`, (raw) => {
    if (!/^\d{1,9}(?:\.\d{1,9})?$/.test(raw)) return undefined;
    const number = Number(raw);
    return number >= spec.min && number <= spec.max ? number : undefined;
  });

/**
 * Whole numbers from `min` to `max`, separated by commas, such as `5,25,50,100` (at least one).
 * @template {readonly number[] | undefined} D
 * @param {SettingSpec<readonly number[], D> & { min: number, max: number }} spec
 */
export const wholeNumberListSetting = (spec) =>
  declare(spec, `whole numbers from ${spec.min} to ${spec.max} separated by commas`, (raw) => {
    const numbers = raw.split(',').map((part) => wholeNumberIn(part.trim(), spec.min, spec.max));
    return numbers.every((number) => number !== undefined) ? /** @type {number[]} */ (numbers) : undefined;
  });

/**
 * On or off: `1` or `true`, `0` or `false`.
 * @template {boolean} D
 * @param {SettingSpec<boolean, D>} spec
 */
export const flagSetting = (spec) =>
  declare({ defaultText: spec.default ? 'on' : 'off', ...spec }, '1 or true (on), 0 or false (off)', (raw) =>
    raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined,
  );

/**
 * Any text without control characters (a path, a key, an id).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D> & { pattern?: RegExp, expected?: string }} spec
 */
export const textSetting = (spec) =>
  declare(spec, spec.expected ?? 'text without control characters', (raw) =>
    !hasControlCharacter(raw) && (spec.pattern?.test(raw) ?? true) ? raw : undefined,
  );

/**
 * An absolute http(s) URL.
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const httpUrlSetting = (spec) =>
  declare(spec, 'an absolute http:// or https:// URL', (raw) => absoluteUrl(raw, ['http:', 'https:']));

/**
 * An SMTP server's URL (`smtp://` or `smtps://`, credentials allowed).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const smtpUrlSetting = (spec) =>
  declare(spec, 'an smtp:// or smtps:// URL', (raw) => absoluteUrl(raw, ['smtp:', 'smtps:']));

/**
 * `host:port` (a name, an IPv4 address or a bracketed IPv6 address, and a port).
 * @template {string | undefined} D
 * @param {SettingSpec<string, D>} spec
 */
export const hostAndPortSetting = (spec) =>
  declare(spec, 'host:port, such as 127.0.0.1:8080', (raw) => {
    const match = /^(?:\[[0-9a-fA-F:.]+\]|[a-zA-Z0-9.-]+):(\d{1,5})$/.exec(raw);
    return match?.[1] !== undefined && wholeNumberIn(match[1], 1, 65535) !== undefined ? raw : undefined;
  });

/**
 * A comma-separated list of origins (`http(s)://host[:port]`, nothing after it).
 * @template {string[]} D
 * @param {SettingSpec<string[], D>} spec
 */
export const originListSetting = (spec) =>
  declare(spec, 'origins separated by commas, such as http://localhost:4000', (raw) => {
    const origins = raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const isOrigin = (/** @type {string} */ text) =>
      absoluteUrl(text, ['http:', 'https:']) !== undefined && new URL(text).origin === text.replace(/\/$/, '');
    return origins.every(isOrigin) ? origins.map((origin) => new URL(origin).origin) : undefined;
  });

/**
 * A JSON object whose keys and values are origins (one origin standing in for another).
 * @template {Record<string, string> | undefined} D
 * @param {SettingSpec<Record<string, string>, D>} spec
 */
export const originMapSetting = (spec) =>
  declare(spec, 'a JSON object mapping origins to origins', (raw) => {
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const isOrigin = (/** @type {unknown} */ text) =>
      typeof text === 'string' && URL.canParse(text) && new URL(text).origin === text;
    const entries = Object.entries(parsed);
    return entries.every(([key, value]) => isOrigin(key) && isOrigin(value))
      ? /** @type {Record<string, string>} */ (Object.fromEntries(entries))
      : undefined;
  });

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
    const value = setting.parse(raw);
    if (value === undefined) problems.push(`${setting.name} must be ${setting.expected}, not ${JSON.stringify(raw)}.`);
    values[key] = value;
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
