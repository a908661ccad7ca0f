// @vitest-environment node
import {
  DEFAULT_ROLLOUT_SETTINGS,
  parseRolloutState,
  type RolloutSettings,
  type StagedRollout,
  type VersionFigures,
} from '@codekade/shared/rollout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, figureWindows, regressions, STABLE_LOOKBACK_AT_FULL_SHARE_MS } from './gate';
import { applyDecision } from './transitions';

const settings: RolloutSettings = { ...DEFAULT_ROLLOUT_SETTINGS, windowMs: 10 * 60_000, minPageViews: 200 };
const start = new Date('2026-05-01T10:00:00.000Z');
const afterWindow = new Date(start.getTime() + settings.windowMs);
const state: StagedRollout = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 5,
  stage: 0,
  stageStartedAt: start.toISOString(),
  lastDecision: null,
};
const healthy: VersionFigures = {
  pageViews: 1000,
  loadFailures: 2,
  recoveries: 2,
  errors: 3,
  lcpP75: 2000,
  inpP75: 150,
  clsP75: 0.05,
};

describe('decide', () => {
  it('holds below the minimum page views of either version, however bad the candidate looks', () => {
    const broken = { ...healthy, pageViews: 199, errors: 199 };
    expect(decide(state, healthy, broken, settings, afterWindow)).toMatchObject({
      outcome: 'hold',
      reason: expect.stringContaining('waiting for page views: candidate 199, stable 1000, each needs 200'),
    });
    expect(decide(state, { ...healthy, pageViews: 10 }, healthy, settings, afterWindow).outcome).toBe('hold');
  });

  it('aborts at once, before the window ends, when the error rate exceeds stable by more than the margin', () => {
    const throwing = { ...healthy, errors: 1000 };
    const decision = decide(state, healthy, throwing, settings, new Date(start.getTime() + 1000));
    expect(decision.outcome).toBe('abort');
    expect(decision.reason).toBe("error rate 100.00 % against stable's 0.30 % (margin +1 pp)");
    expect(decision).toMatchObject({
      remote: 'mf_home',
      candidate: 'build-2',
      stable: healthy,
      candidateFigures: throwing,
    });
  });

  it('keeps within the margin: 1 percentage point more errors is allowed, more is not', () => {
    const at = (errors: number) => decide(state, healthy, { ...healthy, errors }, settings, afterWindow).outcome;
    expect(at(13)).toBe('advance');
    expect(at(14)).toBe('abort');
  });

  it('aborts on load failures, and on p75 LCP or INP worse than the ratio', () => {
    expect(decide(state, healthy, { ...healthy, loadFailures: 40 }, settings, afterWindow).reason).toMatch(
      /^load-failure rate 4\.00 %/,
    );
    expect(decide(state, healthy, { ...healthy, lcpP75: 2401 }, settings, afterWindow).reason).toBe(
      "p75 LCP 2401 ms against stable's 2000 ms (at most ×1.2)",
    );
    expect(decide(state, healthy, { ...healthy, lcpP75: 2400 }, settings, afterWindow).outcome).toBe('advance');
    expect(decide(state, healthy, { ...healthy, inpP75: 500 }, settings, afterWindow).outcome).toBe('abort');
  });

  it('names every regression in one reason', () => {
    const bad = { ...healthy, errors: 500, inpP75: 900 };
    expect(regressions(healthy, bad, settings)).toHaveLength(2);
  });

  it('does not judge a vital without samples on either side', () => {
    expect(decide(state, { ...healthy, lcpP75: null }, healthy, settings, afterWindow).outcome).toBe('advance');
    expect(decide(state, healthy, { ...healthy, inpP75: null }, settings, afterWindow).outcome).toBe('advance');
  });

  it('holds a healthy candidate until the window is over, then advances to the next stage', () => {
    expect(decide(state, healthy, healthy, settings, new Date(afterWindow.getTime() - 1)).reason).toBe(
      "healthy so far; the stage's window ends in 1 s",
    );
    expect(decide(state, healthy, healthy, settings, afterWindow).reason).toBe(
      'healthy at 5 % for the whole window; on to 25 %',
    );
  });

  it('promotes at the last stage (100 %)', () => {
    const full = { ...state, stage: 3, share: 100 };
    expect(decide(full, healthy, healthy, settings, afterWindow).outcome).toBe('promote');
  });
});

describe('figureWindows', () => {
  it('reads both versions over the stage so far', () => {
    const windows = figureWindows(state, settings, afterWindow);
    expect(windows.stable).toEqual({ since: start, until: afterWindow });
    expect(windows.candidate).toEqual(windows.stable);
  });

  it("at 100 % compares with stable's figures from before the stage, when it still had visitors", () => {
    const windows = figureWindows({ ...state, stage: 3, share: 100 }, settings, afterWindow);
    expect(windows.candidate).toEqual({ since: start, until: afterWindow });
    expect(windows.stable).toEqual({
      since: new Date(start.getTime() - STABLE_LOOKBACK_AT_FULL_SHARE_MS),
      until: start,
    });
  });
});

const settingsArbitrary = fc
  .record({
    stages: fc
      .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 5 })
      .map((shares) => [...shares.sort((a, b) => a - b), 100]),
    windowMs: fc.integer({ min: 0, max: 3_600_000 }),
    minPageViews: fc.integer({ min: 1, max: 1000 }),
    errorRateMarginPoints: fc.double({ min: 0, max: 10, noNaN: true }),
    failureRateMarginPoints: fc.double({ min: 0, max: 10, noNaN: true }),
    lcpRatio: fc.double({ min: 1, max: 3, noNaN: true }),
    inpRatio: fc.double({ min: 1, max: 3, noNaN: true }),
  })
  .map((generated): RolloutSettings => generated);

const figuresArbitrary = fc.record({
  pageViews: fc.integer({ min: 0, max: 5000 }),
  loadFailures: fc.integer({ min: 0, max: 5000 }),
  recoveries: fc.integer({ min: 0, max: 5000 }),
  errors: fc.integer({ min: 0, max: 5000 }),
  lcpP75: fc.option(fc.integer({ min: 0, max: 20_000 })),
  inpP75: fc.option(fc.integer({ min: 0, max: 5000 })),
  clsP75: fc.option(fc.double({ min: 0, max: 2, noNaN: true })),
});

/** A candidate in one of the settings' stages, and a moment at or after the stage's start. */
const caseArbitrary = settingsArbitrary.chain((generatedSettings) =>
  fc.record({
    settings: fc.constant(generatedSettings),
    stage: fc.integer({ min: 0, max: generatedSettings.stages.length - 1 }),
    elapsedMs: fc.integer({ min: 0, max: 2 * generatedSettings.windowMs + 1000 }),
    stable: figuresArbitrary,
    candidate: figuresArbitrary,
  }),
);

describe('the gate, on generated figures and settings', () => {
  it('never decides anything but hold below the minimum page views', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ settings: s, stage, elapsedMs, stable, candidate }) => {
        const staged = { ...state, stage, share: s.stages[stage] ?? 100 };
        const decision = decide(staged, stable, candidate, s, new Date(start.getTime() + elapsedMs));
        if (stable.pageViews < s.minPageViews || candidate.pageViews < s.minPageViews) {
          expect(decision.outcome).toBe('hold');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('advances or promotes only after the whole window, and only without a regression', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ settings: s, stage, elapsedMs, stable, candidate }) => {
        const staged = { ...state, stage, share: s.stages[stage] ?? 100 };
        const decision = decide(staged, stable, candidate, s, new Date(start.getTime() + elapsedMs));
        if (decision.outcome === 'advance' || decision.outcome === 'promote') {
          expect(elapsedMs).toBeGreaterThanOrEqual(s.windowMs);
          expect(regressions(stable, candidate, s)).toEqual([]);
        }
        if (decision.outcome === 'promote') expect(staged.share).toBe(100);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves a state that keeps the contract; an abort always sets share 0 and stable serves everyone', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ settings: s, stage, elapsedMs, stable, candidate }) => {
        const staged = { ...state, stage, share: s.stages[stage] ?? 100 };
        const now = new Date(start.getTime() + elapsedMs);
        const decision = decide(staged, stable, candidate, s, now);
        const next = applyDecision(staged, decision, s, now);
        expect(parseRolloutState(next)).toEqual(next);
        expect(next.lastDecision).toEqual(decision);
        if (decision.outcome === 'abort') {
          expect(next).toMatchObject({ share: 0, stage: -1, stable: 'build-1', candidate: 'build-2' });
        }
        if (decision.outcome === 'advance') {
          expect(next.stage).toBe(stage + 1);
          expect(next.share).toBeGreaterThan(staged.share);
        }
        if (decision.outcome === 'promote') expect(next).toMatchObject({ stable: 'build-2', candidate: null });
        if (decision.outcome === 'hold') expect({ ...next, lastDecision: null }).toEqual(staged);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets a candidate that does exactly what stable does through', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ settings: s, stage, stable }) => {
        const staged = { ...state, stage, share: s.stages[stage] ?? 100 };
        const enough = { ...stable, pageViews: Math.max(stable.pageViews, s.minPageViews) };
        const decision = decide(staged, enough, enough, s, new Date(start.getTime() + s.windowMs));
        expect(['advance', 'promote']).toContain(decision.outcome);
      }),
      { numRuns: 1000 },
    );
  });
});
