/**
 * The Admin SDK's Firestore for the rollout commands and npm start's gate: the local emulator when a
 * host is given (its `demo-` project, past the rules as server code is), else the production project
 * with the developer's or CI's Google credentials (`gcloud auth application-default login`; in CI
 * the deploy's service account). Firestore's rules keep every browser out of `rollouts`.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { LOCAL_PROJECT_ID } from '../lib/firebase-projects.mjs';
import { FIREBASE_PROJECT } from '../lib/hosting-config.mjs';

export interface FirestoreConnection {
  db: Firestore;
  projectId: string;
  /** Where it points, for a command's output. */
  where: string;
  close(): Promise<void>;
}

/** @param emulatorHost `host:port` of a Firestore emulator; production when left out. */
export function connectFirestore({
  emulatorHost,
  projectId = emulatorHost ? LOCAL_PROJECT_ID : FIREBASE_PROJECT,
}: {
  emulatorHost?: string;
  projectId?: string;
} = {}): FirestoreConnection {
  if (!emulatorHost && process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      `FIRESTORE_EMULATOR_HOST is set (${process.env.FIRESTORE_EMULATOR_HOST}), so the Admin SDK would not reach ` +
        'production: unset it, or give --local for the local site.',
    );
  }
  if (emulatorHost) {
    // The Admin SDK finds the emulator through this variable and then needs no credentials.
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
    // Only loopback: no probe of a Google Cloud metadata server for credentials.
    process.env.METADATA_SERVER_DETECTION = 'none';
  }
  const app = initializeApp({ projectId }, `rollouts-${randomUUID()}`);
  const db = getFirestore(app);
  return {
    db,
    projectId,
    where: emulatorHost
      ? `the Firestore emulator at ${emulatorHost} (project ${projectId})`
      : `Firestore of ${projectId}`,
    close: async () => {
      await db.terminate();
      await deleteApp(app);
    },
  };
}
