// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeRollout, readRollout } from '@codekade/serving/rollout/rollout-store';
import { ROLLOUTS_COLLECTION, type RolloutState } from '@codekade/shared/rollout';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { localSite, startLocalSite } from '../lib/local-hosting.mjs';
import { endStaleRollouts } from './local-rollouts';
import { testFirestore } from './test-firestore';

// The emulator's first answers are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const connection = testFirestore('demo-local-rollouts');
const { db } = connection;
const folders: string[] = [];
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-local-rollouts-'));
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  const { docs } = await db.collection(ROLLOUTS_COLLECTION).get();
  await Promise.all(docs.map((document) => document.ref.delete()));
});
afterAll(() => connection.close());

function build(id: string) {
  const dir = temporary();
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildId: id } } }));
  return dir;
}

const state = (change: Partial<RolloutState>): RolloutState => ({
  remote: 'mf_home',
  stable: 'fresh',
  candidate: null,
  share: 0,
  stage: -1,
  stageStartedAt: '2026-05-01T10:00:00.000Z',
  lastDecision: null,
  ...change,
});

describe("npm start's rollouts", () => {
  it("ends an earlier run's rollouts that name builds the fresh hosting does not have, and leaves current ones", async () => {
    const hostingDir = temporary();
    await startLocalSite(localSite(hostingDir, 'mf_home'), build('fresh'));
    await startLocalSite(localSite(hostingDir, 'mf_about'), build('about-fresh'));
    await changeRollout(db, 'mf_home', () => state({ stable: 'old', candidate: 'older', share: 25, stage: 1 }));
    await changeRollout(db, 'mf_about', () => state({ remote: 'mf_about', stable: 'about-fresh' }));
    expect(await endStaleRollouts(db, hostingDir, new Date('2026-05-02T00:00:00.000Z'))).toEqual(['mf_home']);
    expect(await readRollout(db, 'mf_home')).toEqual(
      state({ stable: 'fresh', stageStartedAt: '2026-05-02T00:00:00.000Z' }),
    );
    expect(await readRollout(db, 'mf_about')).toMatchObject({ stable: 'about-fresh' });
  });
});
