/** Test helpers around the run's Firestore emulator (emulator-global-setup.ts). */
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';
import { LOCAL_PROJECT_ID } from './functions-process.mjs';

export const emulatorHost = () => inject('firestoreEmulatorHost');

/** The Admin SDK on an emulator (the run's by default), past the rules as server code is, for one project. */
export function adminFirestore(projectId = LOCAL_PROJECT_ID, host = emulatorHost()): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST = host;
  // Tests touch only loopback: no probe of a Google Cloud metadata server for credentials.
  process.env.METADATA_SERVER_DETECTION = 'none';
  return getFirestore(initializeApp({ projectId }, `test-${projectId}-${randomUUID()}`));
}

/** The stored contact messages whose id or text contains `token`. */
export async function storedMessagesWith(firestore: Firestore, token: string) {
  const { docs } = await firestore.collection(CONTACT_MESSAGES_COLLECTION).get();
  return docs.filter((document) => document.id.includes(token) || String(document.get('message')).includes(token));
}
