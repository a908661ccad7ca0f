// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalSetting,
  flagSetting,
  hostAndPortSetting,
  httpUrlSetting,
  millisecondsSetting,
  originListSetting,
  originMapSetting,
  portBaseSetting,
  portOrOffSetting,
  portSetting,
  readSettings,
  SETTINGS_TABLE_END,
  SETTINGS_TABLE_START,
  SettingsError,
  settingsTable,
  smtpUrlSetting,
  textSetting,
  wholeNumberListSetting,
  withSettingsTable,
} from './settings.mjs';

const runtime = 'The test runtime';
const budget = millisecondsSetting({ name: 'TEST_BUDGET_MS', default: 300, description: 'A wait.' });
const read = (env: Record<string, string | undefined>) => readSettings({ budget }, env, { runtime }).budget;

describe('a duration in milliseconds', () => {
  it('takes the default when the variable is unset or empty', () => {
    expect(read({})).toBe(300);
    expect(read({ TEST_BUDGET_MS: '' })).toBe(300);
    expect(read({ TEST_BUDGET_MS: '  ' })).toBe(300);
  });

  it('reads a number of milliseconds, zero included', () => {
    expect(read({ TEST_BUDGET_MS: '5000' })).toBe(5000);
    expect(read({ TEST_BUDGET_MS: '0' })).toBe(0);
  });

  it.each(['abc', '-1', 'Infinity', '1.5', '1e3', '0x10', '99999999999'])(
    'refuses %s with a message naming the variable and the value',
    (value) => {
      expect(() => read({ TEST_BUDGET_MS: value })).toThrow(
        `TEST_BUDGET_MS must be a whole number of milliseconds (0 or more), not "${value}".`,
      );
    },
  );

  it('reads every whole number it writes, and refuses every other text', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 31 - 1 }), (ms) => read({ TEST_BUDGET_MS: String(ms) }) === ms));
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*\d+\s*$/.test(text) && text.trim() !== ''),
        (text) => {
          expect(() => read({ TEST_BUDGET_MS: text })).toThrow(SettingsError);
        },
      ),
    );
  });
});

describe('ports', () => {
  const settings = {
    port: portSetting({ name: 'TEST_PORT', default: 8080, description: 'A port.' }),
    base: portBaseSetting({ name: 'TEST_PORT_BASE', default: 3000, description: 'A port base.' }),
    mail: portOrOffSetting({ name: 'TEST_MAIL_PORT', default: 1025, description: 'A port or off.' }),
  };
  const readPorts = (env: Record<string, string>) => readSettings(settings, env, { runtime });

  it('reads ports, port bases and off', () => {
    expect(readPorts({})).toEqual({ port: 8080, base: 3000, mail: 1025 });
    expect(readPorts({ TEST_PORT: '1', TEST_PORT_BASE: '13000', TEST_MAIL_PORT: 'off' })).toEqual({
      port: 1,
      base: 13000,
      mail: 'off',
    });
  });

  it('refuses what no server can listen on, and a base without room above it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 65536 })), (port) => {
        expect(() => readPorts({ TEST_PORT: String(port) })).toThrow('TEST_PORT must be a port number from 1 to 65535');
      }),
    );
    expect(() => readPorts({ TEST_PORT_BASE: '80' })).toThrow('TEST_PORT_BASE must be a port number from 1024');
    expect(() => readPorts({ TEST_PORT_BASE: '65100' })).toThrow('TEST_PORT_BASE must be a port number from 1024');
    expect(() => readPorts({ TEST_MAIL_PORT: 'none' })).toThrow(
      'TEST_MAIL_PORT must be a port number from 1 to 65535, or off',
    );
  });
});

describe('text, URLs, hosts, flags and lists', () => {
  const settings = {
    key: textSetting({ name: 'TEST_KEY', default: undefined, defaultText: 'none', description: 'A key.' }),
    id: textSetting({
      name: 'TEST_ID',
      default: 'demo',
      description: 'An id.',
      pattern: /^[a-z-]+$/,
      expected: 'lower-case letters and dashes',
    }),
    url: httpUrlSetting({ name: 'TEST_URL', default: 'https://www.example.nl', description: 'A URL.' }),
    smtp: smtpUrlSetting({ name: 'TEST_SMTP', default: undefined, defaultText: 'local', description: 'SMTP.' }),
    host: hostAndPortSetting({ name: 'TEST_HOST', default: '127.0.0.1:8080', description: 'A host.' }),
    flag: flagSetting({ name: 'TEST_FLAG', default: false, description: 'A flag.' }),
    origins: originListSetting({ name: 'TEST_ORIGINS', default: [], defaultText: 'none', description: 'Origins.' }),
    hosts: originMapSetting({ name: 'TEST_HOSTS', default: {}, defaultText: 'none', description: 'A map.' }),
  };
  const readAll = (env: Record<string, string>) => readSettings(settings, env, { runtime });

  it('gives the defaults', () => {
    expect(readAll({})).toEqual({
      key: undefined,
      id: 'demo',
      url: 'https://www.example.nl',
      smtp: undefined,
      host: '127.0.0.1:8080',
      flag: false,
      origins: [],
      hosts: {},
    });
  });

  it('reads good values', () => {
    expect(
      readAll({
        TEST_KEY: 'AIza-xyz',
        TEST_ID: 'codekade-site',
        TEST_URL: 'http://localhost:4000',
        TEST_SMTP: 'smtps://user:secret@smtp.example.nl:465',
        TEST_HOST: '[::1]:9000',
        TEST_FLAG: 'true',
        TEST_ORIGINS: 'http://localhost:4000, https://preview.example.nl/',
        TEST_HOSTS: '{"https://www.codekade.nl":"https://127.0.0.1:3200"}',
      }),
    ).toEqual({
      key: 'AIza-xyz',
      id: 'codekade-site',
      url: 'http://localhost:4000',
      smtp: 'smtps://user:secret@smtp.example.nl:465',
      host: '[::1]:9000',
      flag: true,
      origins: ['http://localhost:4000', 'https://preview.example.nl'],
      hosts: { 'https://www.codekade.nl': 'https://127.0.0.1:3200' },
    });
    expect(readAll({ TEST_FLAG: '0' }).flag).toBe(false);
  });

  it.each([
    ['TEST_KEY', 'a\u0007b', 'text without control characters'],
    ['TEST_ID', 'Codekade', 'lower-case letters and dashes'],
    ['TEST_URL', 'www.codekade.nl', 'an absolute http:// or https:// URL'],
    ['TEST_URL', 'ftp://files.example.nl', 'an absolute http:// or https:// URL'],
    ['TEST_SMTP', 'http://smtp.example.nl', 'an smtp:// or smtps:// URL'],
    ['TEST_HOST', '127.0.0.1', 'host:port'],
    ['TEST_HOST', 'localhost:70000', 'host:port'],
    ['TEST_FLAG', 'yes', '1 or true (on), 0 or false (off)'],
    ['TEST_ORIGINS', 'http://localhost:4000/path', 'origins separated by commas'],
    ['TEST_HOSTS', '["https://www.codekade.nl"]', 'a JSON object mapping origins to origins'],
    ['TEST_HOSTS', '{"https://www.codekade.nl": 3200}', 'a JSON object mapping origins to origins'],
    ['TEST_HOSTS', '{not json', 'a JSON object mapping origins to origins'],
  ])('refuses %s=%j', (name, value, expected) => {
    expect(() => readAll({ [name]: value })).toThrow(`${name} must be ${expected}`);
  });

  it('never throws anything but a SettingsError, whatever the environment holds', () => {
    const names = Object.values(settings).map((setting) => setting.name);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.string()), (env) => {
        try {
          readAll(env);
        } catch (error) {
          expect(error).toBeInstanceOf(SettingsError);
        }
      }),
    );
  });
});

describe('decimal numbers and lists of whole numbers', () => {
  const settings = {
    ratio: decimalSetting({ name: 'TEST_RATIO', default: 1.2, min: 1, max: 10, description: 'A ratio.' }),
    stages: wholeNumberListSetting({
      name: 'TEST_STAGES',
      default: [5, 100],
      min: 1,
      max: 100,
      description: 'Shares.',
    }),
  };
  const readAll = (env: Record<string, string>) => readSettings(settings, env, { runtime });

  it('gives the defaults, the list shown as it is written', () => {
    expect(readAll({})).toEqual({ ratio: 1.2, stages: [5, 100] });
    expect(settings.stages.defaultText).toBe('5,100');
  });

  it('reads numbers within their range and lists with spaces', () => {
    expect(readAll({ TEST_RATIO: '1', TEST_STAGES: '10' })).toEqual({ ratio: 1, stages: [10] });
    expect(readAll({ TEST_RATIO: '2.75', TEST_STAGES: ' 1, 50 ,100' })).toEqual({ ratio: 2.75, stages: [1, 50, 100] });
  });

  it.each([
    ['TEST_RATIO', '0.5', 'a number from 1 to 10'],
    ['TEST_RATIO', '11', 'a number from 1 to 10'],
    ['TEST_RATIO', '1e1', 'a number from 1 to 10'],
    ['TEST_RATIO', '-2', 'a number from 1 to 10'],
    ['TEST_RATIO', '1.', 'a number from 1 to 10'],
    ['TEST_STAGES', '5,,100', 'whole numbers from 1 to 100 separated by commas'],
    ['TEST_STAGES', '0,100', 'whole numbers from 1 to 100 separated by commas'],
    ['TEST_STAGES', '5;100', 'whole numbers from 1 to 100 separated by commas'],
    ['TEST_STAGES', '2.5,100', 'whole numbers from 1 to 100 separated by commas'],
  ])('refuses %s=%j', (name, value, expected) => {
    expect(() => readAll({ [name]: value })).toThrow(`${name} must be ${expected}`);
  });
});

describe('one error for everything that is wrong', () => {
  const settings = {
    port: portSetting({ name: 'TEST_PORT', default: 8080, description: 'A port.' }),
    budget: millisecondsSetting({
      name: 'TEST_FRAGMENT_BUDGET_MS',
      default: 300,
      renamedFrom: 'TEST_BUDGET_MS',
      description: 'A wait.',
    }),
  };

  it('lists every bad value and every old name in one English message, without a stack trace', () => {
    let caught: unknown;
    try {
      readSettings(
        settings,
        { TEST_PORT: 'http', TEST_BUDGET_MS: '5000', TEST_FRAGMENT_BUDGET_MS: 'soon' },
        { runtime },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    const error = caught as SettingsError;
    expect(error.problems).toEqual([
      'TEST_PORT must be a port number from 1 to 65535, not "http".',
      'TEST_BUDGET_MS is the old name of TEST_FRAGMENT_BUDGET_MS: set TEST_FRAGMENT_BUDGET_MS instead.',
      'TEST_FRAGMENT_BUDGET_MS must be a whole number of milliseconds (0 or more), not "soon".',
    ]);
    expect(error.message).toMatch(/^The test runtime cannot start: 3 settings are wrong\.\n {2}- TEST_PORT/);
    expect(error.message).toContain('settings table in README.md');
    expect(error.stack).toBe(`SettingsError: ${error.message}`);
  });

  it('reads the local default on a developer machine', () => {
    const cache = millisecondsSetting({
      name: 'TEST_CACHE_MS',
      default: 10_000,
      localDefault: 1000,
      description: 'A cache.',
    });
    expect(readSettings({ cache }, {}, { runtime }).cache).toBe(10_000);
    expect(readSettings({ cache }, {}, { runtime, local: true }).cache).toBe(1000);
    expect(readSettings({ cache }, { TEST_CACHE_MS: '0' }, { runtime, local: true }).cache).toBe(0);
    expect(cache.defaultText).toBe('10000 (locally 1000)');
  });

  it('refuses a declaration that does not say what unset means', () => {
    expect(() => textSetting({ name: 'TEST_NOTHING', default: undefined, description: 'Nothing.' })).toThrow(
      'TEST_NOTHING has no default',
    );
  });
});

describe('the settings table', () => {
  const groups = [
    {
      runtime: 'composer service',
      settings: {
        port: portSetting({ name: 'PORT', default: 8080, description: 'Where it listens.' }),
        budget: millisecondsSetting({ name: 'BUDGET_MS', default: 300, description: 'A wait | with a bar.' }),
      },
    },
  ];

  it('has one aligned row per setting, its pipes escaped', () => {
    expect(settingsTable(groups).split('\n')).toEqual([
      '| setting     | runtime          | default | what it does          |',
      '| ----------- | ---------------- | ------- | --------------------- |',
      '| `PORT`      | composer service | 8080    | Where it listens.     |',
      '| `BUDGET_MS` | composer service | 300     | A wait \\| with a bar. |',
    ]);
  });

  it('replaces only the marked block, and refuses a text without one', () => {
    const readme = `# Title\n\n${SETTINGS_TABLE_START}\nold table\n${SETTINGS_TABLE_END}\n\nAfter.\n`;
    expect(withSettingsTable(readme, 'new table')).toBe(
      `# Title\n\n${SETTINGS_TABLE_START}\nnew table\n${SETTINGS_TABLE_END}\n\nAfter.\n`,
    );
    expect(() => withSettingsTable('# Title\n', 'new table')).toThrow('no <!-- settings-table:start -->');
  });
});
