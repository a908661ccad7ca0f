// @vitest-environment node

import { GATE_ABORT_MESSAGE, type GateLogEntry, writeLogEntry } from '@codekade/serving/rollout/gate-log';
import { type FiguresReader, runGate } from '@codekade/serving/rollout/gate-runner';
import { changeRollout, readRollout } from '@codekade/serving/rollout/rollout-store';
import {
  DEFAULT_ROLLOUT_SETTINGS,
  ROLLOUTS_COLLECTION,
  type RolloutSettings,
  type RolloutState,
  type VersionFigures,
} from '@codekade/shared/rollout';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGateLoop } from './gate-loop';
import { testFirestore } from './test-firestore';

// The emulator's first answers and its transactions are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const connection = testFirestore('demo-rollout-gate');
const { db } = connection;
const settings: RolloutSettings = {
  ...DEFAULT_ROLLOUT_SETTINGS,
  stages: [10, 50, 100],
  windowMs: 5000,
  minPageViews: 5,
  // 20 page views bound no rate within a point: a wide margin lets a clean candidate move on.
  errorRateMarginPoints: 100,
  failureRateMarginPoints: 100,
};
const start = new Date('2026-05-01T10:00:00.000Z');
const afterWindow = new Date(start.getTime() + settings.windowMs);

const figures = (change: Partial<VersionFigures> = {}): VersionFigures => ({
  pageViews: 20,
  loadFailures: 0,
  recoveries: 0,
  errors: 0,
  integrityFailures: 0,
  lcpP75: 1500,
  inpP75: 100,
  clsP75: 0.01,
  ...change,
});
const running: RolloutState = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 10,
  stage: 0,
  stageStartedAt: start.toISOString(),
  lastDecision: null,
};

/** Figures per version, as the measurements store would answer; the queries are kept. */
function figuresOf(byVersion: Record<string, VersionFigures | (() => never)>) {
  const queries: Parameters<FiguresReader>[0][] = [];
  const reader: FiguresReader = async (query) => {
    queries.push(query);
    const answer = byVersion[query.version];
    if (typeof answer === 'function') return answer();
    if (!answer) throw new Error(`no figures for ${query.version}`);
    return answer;
  };
  return { reader, queries };
}

const logged: GateLogEntry[] = [];
const gate = (reader: FiguresReader, now: Date) =>
  runGate({ db, readFigures: reader, settings, now: () => now, log: (entry) => logged.push(entry) });

beforeEach(async () => {
  logged.length = 0;
  const { docs } = await db.collection(ROLLOUTS_COLLECTION).get();
  await Promise.all(docs.map((document) => document.ref.delete()));
});
afterAll(() => connection.close());

describe('runGate', () => {
  it('rolls a candidate that throws back to 0 % at once and logs the abort at ERROR with the figures', async () => {
    await changeRollout(db, 'mf_home', () => running);
    const { reader, queries } = figuresOf({ 'build-1': figures(), 'build-2': figures({ errors: 20 }) });
    const at = new Date(start.getTime() + 1000);
    const [result] = await gate(reader, at);
    expect(result).toMatchObject({ remote: 'mf_home', applied: true, decision: { outcome: 'abort' } });
    expect(await readRollout(db, 'mf_home')).toMatchObject({
      stable: 'build-1',
      candidate: 'build-2',
      share: 0,
      stage: -1,
      lastDecision: {
        outcome: 'abort',
        reason: expect.stringMatching(
          /^error rate 20\/20 against stable's 0\/20: difference 100\.00 pp, 95 % always-valid bounds \[/,
        ),
      },
    });
    expect(queries).toEqual([
      { remote: 'mf_home', version: 'build-1', since: start, until: at },
      { remote: 'mf_home', version: 'build-2', since: start, until: at },
    ]);
    expect(logged).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        message: expect.stringMatching(new RegExp(`^${GATE_ABORT_MESSAGE} mf_home: build-2 from 10 % back to 0 %`)),
        candidateFigures: figures({ errors: 20 }),
        stableFigures: figures(),
      }),
    ]);
  });

  it('promotes a good candidate stage by stage to stable, one stage per window', async () => {
    await changeRollout(db, 'mf_home', () => running);
    const { reader } = figuresOf({ 'build-1': figures(), 'build-2': figures() });
    let now = afterWindow;
    const shares: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      await gate(reader, now);
      const state = await readRollout(db, 'mf_home');
      shares.push(state && !(state instanceof Error) ? state.share : -1);
      now = new Date(now.getTime() + settings.windowMs);
    }
    expect(shares).toEqual([50, 100, 0]);
    expect(await readRollout(db, 'mf_home')).toMatchObject({
      stable: 'build-2',
      candidate: null,
      lastDecision: { outcome: 'promote' },
    });
    expect(logged.map((entry) => entry.severity)).toEqual(['INFO', 'INFO', 'NOTICE']);
  });

  it('holds, and writes only its decision, below the minimum page views or inside the window', async () => {
    await changeRollout(db, 'mf_home', () => running);
    await gate(
      figuresOf({ 'build-1': figures(), 'build-2': figures({ pageViews: 4, errors: 4 }) }).reader,
      afterWindow,
    );
    expect(await readRollout(db, 'mf_home')).toEqual({
      ...running,
      lastDecision: expect.objectContaining({
        outcome: 'hold',
        reason: expect.stringMatching(/^waiting for page views/),
      }),
    });
    expect(logged).toEqual([]);
  });

  it('decides nothing when figures cannot be read or are absurd, and says why', async () => {
    await changeRollout(db, 'mf_home', () => running);
    await gate(
      figuresOf({
        'build-1': figures(),
        'build-2': () => {
          throw new Error('measurements unreachable');
        },
      }).reader,
      afterWindow,
    );
    await gate(figuresOf({ 'build-1': figures(), 'build-2': figures({ pageViews: -3 }) }).reader, afterWindow);
    expect(await readRollout(db, 'mf_home')).toEqual(running);
    expect(logged.map((entry) => [entry.severity, entry.message])).toEqual([
      ['WARNING', expect.stringMatching(/skips mf_home: reading the figures failed: .*measurements unreachable/)],
      ['WARNING', expect.stringMatching(/skips mf_home: .*figures of build-2\.pageViews is not a count/)],
    ]);
  });

  it("leaves a stage a person changed meanwhile alone (their command's transaction came first)", async () => {
    await changeRollout(db, 'mf_home', () => running);
    const slow: FiguresReader = async ({ version }) => {
      // While the gate reads figures, a person aborts.
      if (version === 'build-2') {
        await changeRollout(db, 'mf_home', (current) => (current ? { ...current, share: 0, stage: -1 } : undefined));
        return figures();
      }
      return figures();
    };
    const [result] = await gate(slow, afterWindow);
    expect(result).toMatchObject({ applied: false, decision: { outcome: 'advance' } });
    expect(await readRollout(db, 'mf_home')).toMatchObject({ share: 0, stage: -1, lastDecision: null });
  });

  it('skips remotes without a candidate in a stage and unreadable documents', async () => {
    await changeRollout(db, 'mf_about', () => ({
      ...running,
      remote: 'mf_about',
      candidate: null,
      share: 0,
      stage: -1,
    }));
    await db.collection(ROLLOUTS_COLLECTION).doc('mf_home').set({ remote: 'mf_home', share: 'lots' });
    const { reader, queries } = figuresOf({});
    expect(await gate(reader, afterWindow)).toEqual([]);
    expect(queries).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ severity: 'WARNING', remote: 'mf_home' })]);
  });
});

describe('the gate on an interval (npm start)', () => {
  it('runs pass after pass, and says a warning that repeats once', async () => {
    await changeRollout(db, 'mf_home', () => running);
    let reads = 0;
    const loop = startGateLoop({
      db,
      settings,
      intervalMs: 100,
      now: () => afterWindow,
      log: (entry) => logged.push(entry),
      readFigures: async () => {
        reads += 1;
        throw new Error('measurements unreachable');
      },
    });
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(8), { timeout: 30_000, interval: 50 });
    await loop.stop();
    expect(logged).toEqual([expect.objectContaining({ severity: 'WARNING', remote: 'mf_home' })]);
    expect(await readRollout(db, 'mf_home')).toEqual(running);
  });
});

describe('writeLogEntry', () => {
  it('writes one JSON line, errors to stderr', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    writeLogEntry({ severity: 'ERROR', message: `${GATE_ABORT_MESSAGE} mf_home: x`, remote: 'mf_home' });
    writeLogEntry({ severity: 'INFO', message: 'rollout-gate advance mf_home' });
    expect(error).toHaveBeenCalledWith(
      '{"severity":"ERROR","message":"rollout-gate abort mf_home: x","remote":"mf_home"}',
    );
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(info.mock.calls[0]?.[0]))).toEqual({
      severity: 'INFO',
      message: 'rollout-gate advance mf_home',
    });
  });
});
