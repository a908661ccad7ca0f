// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLLOUT_SETTINGS,
  type GateDecision,
  isRemoteKey,
  parseRolloutState,
  parseVersionFigures,
  type RolloutState,
  stagesAreUsable,
  type VersionFigures,
} from './rollout';
import { isVersionId } from './versions.mjs';

const figures: VersionFigures = {
  pageViews: 250,
  loadFailures: 1,
  recoveries: 1,
  errors: 2,
  integrityFailures: 0,
  lcpP75: 1800,
  inpP75: 120,
  clsP75: 0.02,
};
const decision: GateDecision = {
  at: '2026-05-01T10:10:00.000Z',
  remote: 'mf_home',
  candidate: 'build-2',
  outcome: 'advance',
  reason: 'held for the window',
  stable: figures,
  candidateFigures: { ...figures, lcpP75: null },
};
const staged: RolloutState = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 25,
  stage: 1,
  stageStartedAt: '2026-05-01T10:10:00.000Z',
  lastDecision: decision,
};

describe('parseRolloutState', () => {
  it('reads a valid state as it is', () => {
    expect(parseRolloutState(staged)).toEqual(staged);
    const idle = { ...staged, candidate: null, share: 0, stage: -1, lastDecision: null };
    expect(parseRolloutState(idle)).toEqual(idle);
    const aborted = { ...staged, share: 0, stage: -1 };
    expect(parseRolloutState(aborted)).toEqual(aborted);
  });

  it('reads the state of a remote released after the composer was built (any federation name)', () => {
    const jobs = { ...staged, remote: 'mf_jobs', lastDecision: { ...decision, remote: 'mf_jobs' } };
    expect(parseRolloutState(jobs)).toEqual(jobs);
    expect(isRemoteKey('mf_jobs')).toBe(true);
    expect(isRemoteKey('mf_')).toBe(false);
  });

  it('leaves unknown fields out, and reads a missing decision as none', () => {
    const { lastDecision: _, ...withoutDecision } = staged;
    const parsed = parseRolloutState({ ...withoutDecision, extra: 'x', __proto__: { polluted: true } });
    expect(parsed).toEqual({ ...withoutDecision, lastDecision: null });
    expect(Object.keys(parsed)).not.toContain('extra');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a remote that is no federation name', { remote: 'mf-evil', lastDecision: null }],
    ['the shell', { remote: 'shell', lastDecision: null }],
    ['a path for a remote', { remote: 'mf_a/../b', lastDecision: null }],
    ['a path for a version', { stable: '../../etc' }],
    ['a dot segment for a version', { candidate: '..' }],
    ['a candidate equal to stable', { candidate: 'build-1' }],
    ['a share above 100', { share: 101 }],
    ['a fractional share', { share: 12.5 }],
    ['a share as text', { share: '25' }],
    ['a share without a candidate', { candidate: null, stage: -1 }],
    ['a share outside a stage', { stage: -1 }],
    ['a stage below -1', { stage: -2 }],
    ['a time that is no time', { stageStartedAt: 'yesterday' }],
    ['a decision of another remote', { lastDecision: { ...decision, remote: 'mf_about' } }],
    ['a decision with negative page views', { lastDecision: { ...decision, stable: { ...figures, pageViews: -1 } } }],
    ['a decision with an unknown outcome', { lastDecision: { ...decision, outcome: 'yolo' } }],
    [
      'a decision with a NaN p75',
      { lastDecision: { ...decision, candidateFigures: { ...figures, inpP75: Number.NaN } } },
    ],
  ])('refuses %s with an English reason', (_, change) => {
    const parsed = parseRolloutState({ ...staged, ...change });
    expect(parsed).toBeInstanceOf(Error);
    expect((parsed as Error).message).toMatch(/^Rollout state: /);
  });

  it.each([null, undefined, 42, 'state', [], [staged]])('refuses %s, which is no object', (value) => {
    expect(parseRolloutState(value)).toBeInstanceOf(Error);
  });

  it('never throws on generated input, and whatever it accepts keeps the contract', () => {
    const version = fc.oneof(fc.constantFrom('build-1', 'build-2', '..', '', 'a/b'), fc.string({ maxLength: 70 }));
    const anyValue = fc.oneof(fc.anything(), version, fc.integer({ min: -5, max: 120 }), fc.constant(null));
    const generatedState = fc.record(
      {
        remote: fc.oneof(fc.constantFrom('mf_home', 'mf_contact', 'shell'), anyValue),
        stable: fc.oneof(version, anyValue),
        candidate: fc.oneof(version, anyValue),
        share: fc.oneof(fc.integer({ min: -1, max: 101 }), anyValue),
        stage: fc.oneof(fc.integer({ min: -2, max: 4 }), anyValue),
        stageStartedAt: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          anyValue,
        ),
        lastDecision: fc.oneof(fc.constant(null), fc.constant(decision), anyValue),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(generatedState, fc.anything()), (value) => {
        const parsed = parseRolloutState(value);
        if (parsed instanceof Error) return;
        expect(isVersionId(parsed.stable)).toBe(true);
        expect(parsed.candidate === null || isVersionId(parsed.candidate)).toBe(true);
        expect(parsed.candidate).not.toBe(parsed.stable);
        expect(Number.isInteger(parsed.share) && parsed.share >= 0 && parsed.share <= 100).toBe(true);
        if (parsed.candidate === null || parsed.stage === -1) expect(parsed.share).toBe(0);
        expect(Number.isFinite(Date.parse(parsed.stageStartedAt))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('parseVersionFigures', () => {
  it('reads figures and refuses absurd ones', () => {
    expect(parseVersionFigures(figures)).toEqual(figures);
    for (const change of [{ errors: 1.5 }, { pageViews: 1e13 }, { lcpP75: -1 }, { clsP75: Number.POSITIVE_INFINITY }]) {
      expect(parseVersionFigures({ ...figures, ...change })).toBeInstanceOf(Error);
    }
  });
});

describe('rollout stages', () => {
  it('are ascending whole percents that end at 100, as the defaults are', () => {
    expect(DEFAULT_ROLLOUT_SETTINGS.stages).toEqual([5, 25, 50, 100]);
    for (const stages of [[5, 25, 50, 100], [100], [1, 99, 100]]) expect(stagesAreUsable(stages)).toBe(true);
  });

  it.each([
    [[]],
    [[5, 25, 50]],
    [[50, 25, 100]],
    [[5, 5, 100]],
    [[0, 100]],
    [[2.5, 100]],
    [Array.from({ length: 21 }, (_, index) => index + 80)],
  ])('refuses %j', (stages) => {
    expect(stagesAreUsable(stages)).toBe(false);
  });
});
