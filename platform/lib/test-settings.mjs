// @ts-check
/**
 * Knobs of the test runs and the benchmarks only (`npm test`'s browser tests, `npm run bench`,
 * `npm run bench:server`); the site they serve reads the local site's settings (local-settings.mjs).
 */
import { countSetting, flagSetting, portBaseSetting, readSettings, textSetting } from '@codekade/serving/settings';

export const testSettings = {
  ci: textSetting({
    name: 'CI',
    default: undefined,
    defaultText: 'unset',
    description: 'Set by CI services: the browser tests then run on two workers and refuse a `test.only`.',
  }),
  benchPortBase: portBaseSetting({
    name: 'BENCH_PORT_BASE',
    default: 5000,
    description: "The first port of `npm run bench`'s own site; the limit server listens 90 above it.",
  }),
  benchRuns: countSetting({
    name: 'BENCH_RUNS',
    default: 3,
    description: '`npm run bench` measures every page this many times and reports the median.',
  }),
  benchSkipBuild: flagSetting({
    name: 'BENCH_SKIP_BUILD',
    default: false,
    description: '`npm run bench` measures the dist folders as they are, without building (no build times).',
  }),
  benchRoutes: textSetting({
    name: 'BENCH_ROUTES',
    default: undefined,
    defaultText: 'every page',
    description: '`npm run bench` measures only these paths, separated by commas, such as `/,/contact`.',
    pattern: /^\/[^,\s]*(?:,\/[^,\s]*)*$/,
    expected: 'paths starting with / separated by commas',
  }),
  benchSeconds: countSetting({
    name: 'BENCH_SECONDS',
    default: 5,
    description: 'How long each load of `npm run bench:server` runs, in seconds.',
  }),
  benchOnly: textSetting({
    name: 'BENCH_ONLY',
    default: undefined,
    defaultText: 'every part, every load',
    description:
      '`npm run bench` runs only its parts whose name contains this (`lighthouse`, `navigation`, `interactions`); `npm run bench:server` only the loads whose name contains it, such as `beacon` (the measurement beacons).',
  }),
  benchDebug: flagSetting({
    name: 'BENCH_DEBUG',
    default: false,
    description: "`npm run bench:server` prints its servers' warnings instead of only counting them.",
  }),
};

/** @param {Record<string, string | undefined>} env */
export function readTestSettings(env) {
  const settings = readSettings(testSettings, env, { runtime: 'The tests and benchmarks' });
  return {
    ...settings,
    /** On a CI service (any value but 0 and false, as CI services write it). */
    onCi: settings.ci !== undefined && !['0', 'false'].includes(settings.ci.toLowerCase()),
    benchRoutes: settings.benchRoutes?.split(','),
  };
}
