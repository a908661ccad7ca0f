/**
 * npm start's rollouts part: waits for the local Firestore emulator (the contact part starts it),
 * ends the rollouts an earlier run left that name builds the fresh local hosting no longer has, and
 * runs the gate on an interval (ROLLOUT_GATE_INTERVAL_MS, 5 s by default; the gate's settings from
 * ROLLOUT_* variables, see ./rollout-settings.ts).
 */

import type { GateLogEntry } from '@codekade/serving/rollout/gate-log';
import { readVersionFigures } from '@codekade/serving/rollout/measurements';
import { readRolloutSettings } from '@codekade/serving/rollout/rollout-settings';
import { changeRollout, readRollouts } from '@codekade/serving/rollout/rollout-store';
import type { RemoteKey } from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';
import { remoteApps } from '../lib/app-registry.mjs';
import { liveReleaseDir, localSite } from '../lib/local-hosting.mjs';
import { readLocalSettings } from '../lib/local-settings.mjs';
import { buildIdOf, folderVersions } from '../lib/release-versions.mjs';
import { connectFirestore } from './firestore-connection';
import { startGateLoop } from './gate-loop';

const EMULATOR_WAIT_MS = 90_000;

async function waitForEmulator(host: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`No Firestore emulator answered at ${host} within ${waitMs / 1000} s.`);
    await new Promise((resume) => setTimeout(resume, 250));
  }
}

/** Which versions the local hosting publishes per remote, and the build at its root. */
function hostedVersions(hostingDir: string, remote: RemoteKey) {
  const dir = liveReleaseDir(localSite(hostingDir, remote));
  if (!dir) return undefined;
  const ids = new Set(folderVersions(dir).versions?.versions.map((version) => version.id) ?? []);
  return { root: buildIdOf(dir), ids };
}

/**
 * A fresh `npm start` released fresh builds to a fresh local hosting: a stored rollout naming a
 * version it does not have (an earlier run's) ends, its root build becoming stable.
 */
export async function endStaleRollouts(db: Firestore, hostingDir: string, at = new Date()) {
  const ended: RemoteKey[] = [];
  const stored = await readRollouts(db);
  for (const app of remoteApps) {
    const hosted = hostedVersions(hostingDir, app.name);
    const state = stored.get(app.name);
    if (!hosted?.root || state === undefined) continue;
    const stale =
      state instanceof Error ||
      !hosted.ids.has(state.stable) ||
      (state.candidate !== null && !hosted.ids.has(state.candidate));
    if (!stale) continue;
    const root = hosted.root;
    await changeRollout(
      db,
      app.name,
      (current) => ({
        remote: app.name,
        stable: root,
        candidate: null,
        share: 0,
        stage: -1,
        stageStartedAt: at.toISOString(),
        lastDecision: current?.lastDecision ?? null,
      }),
      { replaceUnreadable: true },
    );
    ended.push(app.name);
  }
  return ended;
}

/**
 * Starts the gate of a local site: `emulatorHost` and `projectId` (npm start's by default) hold its
 * rollouts and measurements, `hostingDir` its local hosting; the settings come from `env`. `log`
 * takes the gate's entries (default: one JSON line each, as Cloud Logging reads them).
 */
export async function startLocalRollouts({
  emulatorHost,
  projectId,
  hostingDir,
  env = process.env,
  log,
}: {
  emulatorHost: string;
  projectId?: string;
  hostingDir: string;
  env?: Record<string, string | undefined>;
  log?: (entry: GateLogEntry) => void;
}) {
  const settings = readRolloutSettings(env);
  const intervalMs = readLocalSettings(env).rolloutGateIntervalMs;
  await waitForEmulator(emulatorHost, EMULATOR_WAIT_MS);
  const connection = connectFirestore({ emulatorHost, projectId });
  const ended = await endStaleRollouts(connection.db, hostingDir);
  const loop = startGateLoop({
    db: connection.db,
    settings,
    intervalMs,
    readFigures: (window) => readVersionFigures(connection.db, window),
    log,
  });
  return {
    addressLines: [
      `  rollouts     gate every ${intervalMs / 1000} s, stages ${settings.stages.join('/')} %, window ` +
        `${settings.windowMs / 1000} s (pnpm release:start|promote|abort <remote> --local; pnpm status)` +
        (ended.length > 0 ? `; ended earlier runs' rollouts of ${ended.join(', ')}` : ''),
    ],
    async close() {
      await loop.stop();
      await connection.close();
    },
  };
}
