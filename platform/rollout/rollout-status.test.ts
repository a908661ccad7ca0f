// @vitest-environment node

import type { FiguresReader } from '@codekade/serving/rollout/gate-runner';
import { changeRollout } from '@codekade/serving/rollout/rollout-store';
import { DEFAULT_ROLLOUT_SETTINGS, ROLLOUTS_COLLECTION, type VersionFigures } from '@codekade/shared/rollout';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRolloutStatus, rolloutStatus } from './rollout-status';
import { testFirestore } from './test-firestore';

// The emulator's first answers are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const connection = testFirestore('demo-rollout-status');
const { db } = connection;
const settings = DEFAULT_ROLLOUT_SETTINGS;
const now = new Date('2026-05-01T10:05:00.000Z');
const figures: VersionFigures = {
  pageViews: 400,
  loadFailures: 2,
  recoveries: 1,
  errors: 4,
  integrityFailures: 0,
  lcpP75: 1834.4,
  inpP75: 96,
  clsP75: 0.0312,
};

beforeEach(async () => {
  const { docs } = await db.collection(ROLLOUTS_COLLECTION).get();
  await Promise.all(docs.map((document) => document.ref.delete()));
});
afterAll(() => connection.close());

describe('the rollouts in pnpm status', () => {
  it('shows per remote its versions, share, stage, figures per version and the last decision, escaped', async () => {
    await changeRollout(db, 'mf_home', () => ({
      remote: 'mf_home',
      stable: 'b1',
      candidate: 'b2',
      share: 25,
      stage: 1,
      stageStartedAt: '2026-05-01T10:00:00.000Z',
      lastDecision: {
        at: '2026-05-01T10:00:00.000Z',
        remote: 'mf_home',
        candidate: 'b2',
        outcome: 'advance',
        reason: 'healthy \u001b[31mred',
        stable: figures,
        candidateFigures: figures,
      },
    }));
    await changeRollout(db, 'mf_about', () => ({
      remote: 'mf_about',
      stable: 'a1',
      candidate: null,
      share: 0,
      stage: -1,
      stageStartedAt: '2026-05-01T09:00:00.000Z',
      lastDecision: null,
    }));
    await db.collection(ROLLOUTS_COLLECTION).doc('mf_projects').set({ remote: 'mf_projects', stable: '\u001b]0;x' });
    const queries: Parameters<FiguresReader>[0][] = [];
    const readFigures: FiguresReader = async (query) => {
      queries.push(query);
      if (query.version === 'b2') throw new Error('measurements unreachable');
      return figures;
    };
    const statuses = await rolloutStatus({ db, readFigures, settings, now });
    const text = formatRolloutStatus(statuses, settings, 'the emulator');
    expect(text).toContain('mf_home: candidate b2 at 25 % (stage 2 of 4) since 2026-05-01T10:00:00.000Z; stable b1');
    expect(text).toMatch(/b1 +stable +2026-05-01T10:00:00\.000Z +400 +1\.00 % +0\.50 % +1 +0 +1834 ms +96 ms +0\.031/);
    expect(text).toMatch(/b2 +candidate +2026-05-01T10:00:00\.000Z {2}no figures: measurements unreachable/);
    // The message does not widen the table: the header's columns stay as wide as the figures.
    expect(text).toMatch(/since {21}views {2}errors/);
    expect(text).toContain('last gate decision 2026-05-01T10:00:00.000Z: advance b2: healthy \\x1b[31mred');
    expect(text).toContain('mf_about: stable a1 serves everyone');
    expect(text).toMatch(/mf_projects: unreadable, counts as no rollout: /);
    expect(text).toContain('mf_services: no rollout (the root build serves everyone)');
    expect(text).not.toContain('\u001b');
    // The idle remote's stable figures cover the last hour.
    expect(queries).toContainEqual({
      remote: 'mf_about',
      version: 'a1',
      since: new Date(now.getTime() - 60 * 60 * 1000),
      until: now,
    });
  });

  it("shows the live build's figures over the last hour for a remote without a rollout", async () => {
    await db.collection(ROLLOUTS_COLLECTION).doc('mf_projects').set({ remote: 'mf_projects', stable: 42 });
    const queries: Parameters<FiguresReader>[0][] = [];
    const readFigures: FiguresReader = async (query) => {
      queries.push(query);
      return figures;
    };
    const statuses = await rolloutStatus({
      db,
      readFigures,
      settings,
      now,
      // As the live manifests name them, data from outside: an id that is no version id is left out.
      liveVersions: { mf_services: 's9', mf_projects: 'p3', mf_contact: '../x\u001b[31m', mf_home: 7 },
    });
    const text = formatRolloutStatus(statuses, settings, 'the emulator');
    const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
    expect(text).toContain('mf_services: no rollout (the root build serves everyone)');
    expect(text).toMatch(
      new RegExp(
        `s9 +live +${hourAgo.toISOString().replaceAll('.', '\\.')} +400 +1\\.00 % +0\\.50 % +1 +0 +1834 ms +96 ms +0\\.031`,
      ),
    );
    // An unreadable rollout counts as none: the live build is measured too.
    expect(text).toMatch(/mf_projects: unreadable, counts as no rollout: [^\n]*\n +version +role +since +views/);
    expect(text).toMatch(/p3 +live +/);
    expect(queries.map(({ version }) => version).sort()).toEqual(['p3', 's9']);
    expect(queries).toContainEqual({ remote: 'mf_services', version: 's9', since: hourAgo, until: now });
    expect(text).toContain('mf_contact: no rollout (the root build serves everyone)');
    expect(text).not.toContain('\u001b');
    expect(text).not.toContain('last gate decision');
  });
});
