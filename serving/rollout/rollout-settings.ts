/**
 * The rollout gate's settings (issue 31): its stages, window, minimum page views and thresholds, read
 * from ROLLOUT_* variables by every part that runs or moves a rollout (npm start's gate, the scheduled
 * function, `pnpm release:*`, `pnpm status`). Declared here once: the README's settings table is
 * written from these declarations (`pnpm settings:table`), the defaults are the contract's.
 */
import {
  DEFAULT_ROLLOUT_SETTINGS,
  type RolloutSettings,
  stagesAreUsable,
  USABLE_STAGES,
} from '@codekade/shared/rollout';
import {
  countSetting,
  decimalSetting,
  millisecondsSetting,
  readSettings,
  SettingsError,
  wholeNumberListSetting,
} from '../settings/settings.mjs';

const defaults = DEFAULT_ROLLOUT_SETTINGS;

export const rolloutSettings = {
  stages: wholeNumberListSetting({
    name: 'ROLLOUT_STAGES',
    default: defaults.stages,
    min: 1,
    max: 100,
    description: `A candidate's share of page requests at each stage, in percent (${USABLE_STAGES}).`,
  }),
  windowMs: millisecondsSetting({
    name: 'ROLLOUT_WINDOW_MS',
    default: defaults.windowMs,
    description:
      'How long a stage runs at least before the gate moves a healthy candidate on; both versions are compared over it.',
  }),
  minPageViews: countSetting({
    name: 'ROLLOUT_MIN_PAGE_VIEWS',
    default: defaults.minPageViews,
    description: 'The page views each version needs in the window before the gate decides anything.',
  }),
  errorRateMarginPoints: decimalSetting({
    name: 'ROLLOUT_ERROR_MARGIN_POINTS',
    default: defaults.errorRateMarginPoints,
    min: 0,
    max: 100,
    description:
      "How many percentage points above stable's a candidate's error rate may lie for the gate to move it on: it advances only once the sequential test bounds the difference within this.",
  }),
  failureRateMarginPoints: decimalSetting({
    name: 'ROLLOUT_FAILURE_MARGIN_POINTS',
    default: defaults.failureRateMarginPoints,
    min: 0,
    max: 100,
    description: 'The same margin for the load-failure rate.',
  }),
  confidence: decimalSetting({
    name: 'ROLLOUT_CONFIDENCE',
    default: defaults.confidence,
    min: 0.5,
    max: 0.9999,
    description:
      "The confidence of the gate's always-valid sequential test: it aborts only when a candidate's error or load-failure rate is above stable's with this confidence (0.95: a healthy candidate is aborted at most 5 % of the time, however often the gate looks).",
  }),
  testScalePoints: decimalSetting({
    name: 'ROLLOUT_TEST_SCALE_POINTS',
    default: defaults.testScalePoints,
    min: 0.01,
    max: 100,
    description:
      "The difference of rates, in percentage points, the sequential test detects fastest (its mixture's standard deviation); others are found too, only after more page views.",
  }),
  lcpRatio: decimalSetting({
    name: 'ROLLOUT_LCP_RATIO',
    default: defaults.lcpRatio,
    min: 1,
    max: 1000,
    description: "How many times stable's p75 LCP a candidate's may be before the gate aborts it.",
  }),
  inpRatio: decimalSetting({
    name: 'ROLLOUT_INP_RATIO',
    default: defaults.inpRatio,
    min: 1,
    max: 1000,
    description: "How many times stable's p75 INP a candidate's may be before the gate aborts it.",
  }),
};

const RUNTIME = 'The rollout gate';

/** The settings from `env`, each unset one at its default; throws one SettingsError with every bad value. */
export function readRolloutSettings(env: Record<string, string | undefined>): RolloutSettings {
  const settings = readSettings(rolloutSettings, env, { runtime: RUNTIME });
  if (!stagesAreUsable(settings.stages)) {
    throw new SettingsError(RUNTIME, [
      `${rolloutSettings.stages.name} must be ${USABLE_STAGES}, not ${JSON.stringify(settings.stages.join(','))}.`,
    ]);
  }
  return settings;
}
