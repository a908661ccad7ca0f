// @vitest-environment node
import { DEFAULT_ROLLOUT_SETTINGS } from '@codekade/shared/rollout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../settings/settings.mjs';
import { readRolloutSettings, rolloutSettings } from './rollout-settings';

describe('the rollout settings', () => {
  it('default to the contract: stages 5, 25, 50, 100, a 10-minute window, 200 page views', () => {
    expect(readRolloutSettings({})).toEqual(DEFAULT_ROLLOUT_SETTINGS);
  });

  it('take a short window, a small minimum and other thresholds from the environment (what tests use)', () => {
    expect(
      readRolloutSettings({
        ROLLOUT_STAGES: '10, 100',
        ROLLOUT_WINDOW_MS: '3000',
        ROLLOUT_MIN_PAGE_VIEWS: '5',
        ROLLOUT_ERROR_MARGIN_POINTS: '0.5',
        ROLLOUT_LCP_RATIO: '1.5',
        ROLLOUT_INP_RATIO: '1000',
      }),
    ).toEqual({
      ...DEFAULT_ROLLOUT_SETTINGS,
      stages: [10, 100],
      windowMs: 3000,
      minPageViews: 5,
      errorRateMarginPoints: 0.5,
      lcpRatio: 1.5,
      inpRatio: 1000,
    });
  });

  it.each([
    ['ROLLOUT_STAGES', '5,25,50'],
    ['ROLLOUT_STAGES', '50,25,100'],
    ['ROLLOUT_STAGES', '5,,100'],
    ['ROLLOUT_STAGES', '0,100'],
    ['ROLLOUT_WINDOW_MS', '10m'],
    ['ROLLOUT_MIN_PAGE_VIEWS', '0'],
    ['ROLLOUT_LCP_RATIO', '0.5'],
    ['ROLLOUT_INP_RATIO', '1e3'],
    ['ROLLOUT_ERROR_MARGIN_POINTS', '-1'],
    ['ROLLOUT_FAILURE_MARGIN_POINTS', '101'],
  ])('refuses %s=%j, naming it, instead of reading it as something else', (name, value) => {
    expect(() => readRolloutSettings({ [name]: value })).toThrow(new RegExp(`${name} must be`));
  });

  it('never throws anything but a SettingsError, whatever the environment holds', () => {
    const names = Object.values(rolloutSettings).map((setting) => setting.name);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.string()), (env) => {
        try {
          readRolloutSettings(env);
        } catch (error) {
          expect(error).toBeInstanceOf(SettingsError);
        }
      }),
    );
  });
});
