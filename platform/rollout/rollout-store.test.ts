// @vitest-environment node

import { createRolloutReader } from '@codekade/serving/rollout/rollout-reader';
import { changeRollout, readRollout, readRollouts } from '@codekade/serving/rollout/rollout-store';
import { abortedByHand, promotedByHand, RolloutRefusal } from '@codekade/serving/rollout/transitions';
import { DEFAULT_ROLLOUT_SETTINGS, ROLLOUTS_COLLECTION, type RolloutState } from '@codekade/shared/rollout';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirestore } from './test-firestore';

// The emulator's first answers and its transactions are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const connection = testFirestore('demo-rollout-store');
const { db } = connection;
const rollouts = db.collection(ROLLOUTS_COLLECTION);

const running: RolloutState = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 5,
  stage: 0,
  stageStartedAt: '2026-05-01T10:00:00.000Z',
  lastDecision: null,
};

beforeEach(async () => {
  await Promise.all((await rollouts.get()).docs.map((document) => document.ref.delete()));
});
afterAll(() => connection.close());

describe('the rollout store', () => {
  it('reads what it wrote, and nothing for a remote without a state', async () => {
    await changeRollout(db, 'mf_home', () => running);
    expect(await readRollout(db, 'mf_home')).toEqual(running);
    expect(await readRollout(db, 'mf_about')).toBeNull();
  });

  it('reads a stored document as hostile: a broken one is an Error, one of no registry remote is left out', async () => {
    await rollouts.doc('mf_home').set({ ...running, share: 250 });
    await rollouts.doc('mf_about').set({ ...running, remote: 'mf_home' });
    await rollouts.doc('not_a_remote').set(running);
    const states = await readRollouts(db);
    expect([...states.keys()].sort()).toEqual(['mf_about', 'mf_home']);
    expect(String(states.get('mf_home'))).toMatch(/rollouts\/mf_home: Rollout state: share 250/);
    expect(String(states.get('mf_about'))).toMatch(/it names the remote mf_home/);
  });

  it('refuses to change an unreadable document unless told to replace it', async () => {
    await rollouts.doc('mf_home').set({ stable: 42 });
    await expect(changeRollout(db, 'mf_home', () => running)).rejects.toThrow(/Fix or delete the document first/);
    const replaced = await changeRollout(db, 'mf_home', () => running, { replaceUnreadable: true });
    expect(replaced).toMatchObject({ before: null, after: running, changed: true });
  });

  it('never writes a state the readers would refuse', async () => {
    await expect(changeRollout(db, 'mf_home', () => ({ ...running, share: -1 }))).rejects.toThrow(/invalid state/);
    await expect(changeRollout(db, 'mf_home', () => ({ ...running, remote: 'mf_about' }))).rejects.toThrow(
      /invalid state/,
    );
    expect(await readRollout(db, 'mf_home')).toBeNull();
  });

  it('writes nothing when a command is refused', async () => {
    await expect(changeRollout(db, 'mf_home', (current) => abortedByHand(current, new Date()))).rejects.toThrow(
      RolloutRefusal,
    );
    expect(await readRollout(db, 'mf_home')).toBeNull();
  });

  it('lets two writers that race both see the other: an abort and a promotion never both apply to one stage', async () => {
    await changeRollout(db, 'mf_home', () => running);
    const at = new Date('2026-05-01T10:30:00.000Z');
    const results = await Promise.allSettled([
      changeRollout(db, 'mf_home', (current) => abortedByHand(current, at)),
      changeRollout(db, 'mf_home', (current) => promotedByHand(current, DEFAULT_ROLLOUT_SETTINGS, at)),
    ]);
    const final = await readRollout(db, 'mf_home');
    const [abort, promote] = results;
    if (promote?.status === 'rejected') {
      // The abort came first: the promotion found an aborted candidate and was refused.
      expect(String(promote.reason)).toMatch(/was aborted/);
      expect(final).toMatchObject({ share: 0, stage: -1, candidate: 'build-2' });
    } else {
      // The promotion came first (stage 2); the abort then set share 0 from there.
      expect(abort?.status).toBe('fulfilled');
      expect(final).toMatchObject({ share: 0, stage: -1, candidate: 'build-2' });
    }
  });
});

describe('the cached reader (the composer)', () => {
  it('reads at most once per max age, and serves the last states when Firestore fails', async () => {
    await changeRollout(db, 'mf_home', () => running);
    let time = 0;
    let reads = 0;
    let failing = false;
    const warnings: string[] = [];
    const counted = {
      collection: (path: string) => ({
        get: async () => {
          reads += 1;
          if (failing) throw new Error('Firestore is away');
          return db.collection(path).get();
        },
      }),
    };
    const reader = createRolloutReader(counted, {
      maxAgeMs: 2000,
      now: () => time,
      warn: (message) => warnings.push(message),
    });
    const [first, second] = await Promise.all([reader.rollout('mf_home'), reader.rollout('mf_home')]);
    expect(first).toEqual(running);
    expect(second).toEqual(running);
    expect(reads).toBe(1);
    time = 1999;
    expect(await reader.rollout('mf_about')).toBeNull();
    expect(reads).toBe(1);
    time = 2000;
    failing = true;
    expect(await reader.rollout('mf_home')).toEqual(running);
    expect(await reader.rollout('mf_home')).toEqual(running);
    expect(reads).toBe(2);
    expect(warnings).toEqual([expect.stringMatching(/Reading the rollouts failed; the last ones known stay in use/)]);
  });

  it('counts a broken document as no rollout, and says so once', async () => {
    await rollouts.doc('mf_home').set({ ...running, stable: '../..' });
    let time = 0;
    const warnings: string[] = [];
    const reader = createRolloutReader(db, { now: () => time, warn: (message) => warnings.push(message) });
    expect(await reader.rollout('mf_home')).toBeNull();
    time = 5000;
    expect(await reader.rollout('mf_home')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/rollouts\/mf_home: Rollout state: stable .* It counts as no rollout/);
  });
});
