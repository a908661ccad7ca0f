/**
 * The rollout gate in production: a scheduled Cloud Function (2nd gen, europe-west4, codebase
 * `rollouts`) that runs one pass of the gate (serving/rollout/gate-runner.ts) every minute on the
 * project's Firestore with the Admin SDK and its service account, and logs to Cloud Logging (an abort
 * at ERROR, see gate-log.ts). Built to serving/gate-function/dist and deployed by `pnpm deploy:gate`;
 * `npm start` runs the same pass on an interval of its own (platform/rollout/local-rollouts.ts).
 * Settings come from ROLLOUT_* variables (serving/gate-function/.env on deploy), defaults otherwise.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runGate } from '../../rollout/gate-runner';
import { readVersionFigures } from '../../rollout/measurements';
import { readRolloutSettings } from '../../rollout/rollout-settings';

export const GATE_SCHEDULE = 'every 1 minutes';

export const rolloutGate = onSchedule(
  {
    schedule: GATE_SCHEDULE,
    region: 'europe-west4',
    // One pass at a time, shorter than the schedule; a missed pass is simply the next one.
    maxInstances: 1,
    timeoutSeconds: 50,
    retryCount: 0,
  },
  async () => {
    if (getApps().length === 0) initializeApp();
    const db = getFirestore();
    await runGate({
      db,
      settings: readRolloutSettings(process.env),
      readFigures: (window) => readVersionFigures(db, window),
    });
  },
);
