// @vitest-environment node
import { DEFAULT_ROLLOUT_SETTINGS, type StagedRollout, type VersionFigures } from '@codekade/shared/rollout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './gate';
import { rateDifference } from './sequential-test';

/** A seeded generator (mulberry32): the simulation draws the same visits on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many of `trials` page views have an event of probability `p` (skipping from event to event). */
function binomial(random: () => number, trials: number, p: number): number {
  let events = 0;
  let at = Math.floor(Math.log(1 - random()) / Math.log(1 - p));
  while (at < trials) {
    events += 1;
    at += 1 + Math.floor(Math.log(1 - random()) / Math.log(1 - p));
  }
  return events;
}

const figures = (pageViews: number, errors: number, loadFailures: number): VersionFigures => ({
  pageViews,
  errors,
  loadFailures,
  recoveries: 0,
  integrityFailures: 0,
  lcpP75: null,
  inpP75: null,
  clsP75: null,
});

const start = new Date('2026-05-01T10:00:00.000Z');
const state: StagedRollout = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 5,
  stage: 0,
  stageStartedAt: start.toISOString(),
  lastDecision: null,
};

/**
 * One stage of a 5 % canary as the gate sees it: `perMinute` page views a minute, both versions with
 * the error rate `stableRate` / `candidateRate` (and load failures at a tenth of it), the gate
 * deciding every minute on everything so far until it decides something other than hold.
 */
function runStage(random: () => number, { perMinute = 2000, stableRate = 0.01, candidateRate = 0.01, minutes = 120 }) {
  const settings = DEFAULT_ROLLOUT_SETTINGS;
  const empty = () => ({ views: 0, errors: 0, failures: 0 });
  const totals = { stable: empty(), candidate: empty() };
  for (let minute = 1; minute <= minutes; minute += 1) {
    const candidateViews = binomial(random, perMinute, state.share / 100);
    const add = (side: ReturnType<typeof empty>, views: number, rate: number) => {
      side.views += views;
      side.errors += binomial(random, views, rate);
      side.failures += binomial(random, views, rate / 10);
    };
    add(totals.candidate, candidateViews, candidateRate);
    add(totals.stable, perMinute - candidateViews, stableRate);
    const { stable, candidate } = totals;
    const now = new Date(start.getTime() + minute * 60_000);
    const decision = decide(
      state,
      figures(stable.views, stable.errors, stable.failures),
      figures(candidate.views, candidate.errors, candidate.failures),
      settings,
      now,
    );
    if (decision.outcome !== 'hold') return { outcome: decision.outcome, minute };
  }
  return { outcome: 'hold' as const, minute: minutes };
}

describe('the gate under a look every minute (always-valid inference)', () => {
  it('aborts a healthy 5 % canary in fewer than α of stages, looking every minute until it decides', () => {
    const random = seeded(47);
    const runs = 400;
    let aborted = 0;
    let movedOn = 0;
    for (let run = 0; run < runs; run += 1) {
      const { outcome } = runStage(random, {});
      if (outcome === 'abort') aborted += 1;
      if (outcome === 'advance') movedOn += 1;
    }
    expect(aborted / runs).toBeLessThan(1 - DEFAULT_ROLLOUT_SETTINGS.confidence);
    // The test is not merely timid: the healthy candidates move on within the two hours.
    expect(movedOn / runs).toBeGreaterThan(0.9);
  });

  it('aborts a candidate failing on 10 % of its pages (stable 0.3 %) within minutes of the minimum', () => {
    const random = seeded(40);
    for (let run = 0; run < 50; run += 1) {
      const { outcome, minute } = runStage(random, { stableRate: 0.003, candidateRate: 0.1 });
      expect(outcome).toBe('abort');
      expect(minute).toBeLessThanOrEqual(6);
    }
  });
});

describe('rateDifference', () => {
  const sample = fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
    .map(([a, b]) => ({ count: Math.min(a, b), views: Math.max(a, b) }));
  const test = fc.record({
    alpha: fc.double({ min: 0.0001, max: 0.5, noNaN: true }),
    scale: fc.double({ min: 0.0001, max: 1, noNaN: true }),
  });

  it('holds the estimate between its bounds, within [-1, 1], for any samples', () => {
    fc.assert(
      fc.property(sample, sample, test, (candidate, stable, options) => {
        const { estimate, lower, upper, logLikelihoodRatio } = rateDifference(candidate, stable, options);
        expect(lower).toBeLessThanOrEqual(estimate);
        expect(upper).toBeGreaterThanOrEqual(estimate);
        expect(lower).toBeGreaterThanOrEqual(-1);
        expect(upper).toBeLessThanOrEqual(1);
        expect(Number.isFinite(logLikelihoodRatio)).toBe(true);
      }),
    );
  });

  it('excludes 0 exactly when the likelihood ratio of no difference passes 1/α', () => {
    fc.assert(
      fc.property(sample, sample, test, (candidate, stable, options) => {
        const result = rateDifference(candidate, stable, options);
        const excludesZero = result.lower > 0 || result.upper < 0;
        // Away from the boundary itself, where rounding may tip either way.
        if (Math.abs(result.logLikelihoodRatio - result.threshold) > 1e-6) {
          expect(excludesZero).toBe(result.logLikelihoodRatio > result.threshold);
        }
      }),
    );
  });
});
