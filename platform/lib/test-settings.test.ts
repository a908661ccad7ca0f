// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTestSettings, testSettings } from './test-settings.mjs';

describe('the tests and benchmarks read their knobs from the environment', () => {
  it('measures everything three times on port 5000 with nothing set, off CI', () => {
    expect(readTestSettings({})).toMatchObject({
      onCi: false,
      benchPortBase: 5000,
      benchRuns: 3,
      benchSkipBuild: false,
      benchRoutes: undefined,
      benchSeconds: 5,
      benchDebug: false,
    });
  });

  it('takes what a developer or a CI service sets', () => {
    expect(
      readTestSettings({
        CI: 'true',
        BENCH_PORT_BASE: '15000',
        BENCH_RUNS: '1',
        BENCH_SKIP_BUILD: '1',
        BENCH_ROUTES: '/,/contact',
        BENCH_SECONDS: '2',
        BENCH_DEBUG: 'true',
      }),
    ).toMatchObject({
      onCi: true,
      benchPortBase: 15000,
      benchRuns: 1,
      benchSkipBuild: true,
      benchRoutes: ['/', '/contact'],
      benchSeconds: 2,
      benchDebug: true,
    });
    expect(readTestSettings({ CI: '1' }).onCi).toBe(true);
    expect(readTestSettings({ CI: 'false' }).onCi).toBe(false);
  });

  it('stops with every bad value in one English message', () => {
    const start = () => readTestSettings({ BENCH_RUNS: '0', BENCH_ROUTES: 'contact', BENCH_SKIP_BUILD: 'yes' });
    expect(start).toThrow(/^The tests and benchmarks cannot start: 3 settings are wrong\./);
    expect(start).toThrow('BENCH_RUNS must be a whole number (1 or more), not "0".');
    expect(start).toThrow('BENCH_ROUTES must be paths starting with / separated by commas, not "contact".');
    expect(start).toThrow('BENCH_SKIP_BUILD must be 1 or true (on), 0 or false (off), not "yes".');
  });

  it('describes every setting in one English line', () => {
    for (const setting of Object.values(testSettings)) expect(setting.description).toMatch(/^[A-Z`].*[.)]$/);
  });
});
