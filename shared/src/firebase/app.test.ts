// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_STORE_HOST,
  firebaseOptions,
  firestoreEmulatorHost,
  getFirebaseApp,
  getFirestoreDatabase,
  LOCAL_PROJECT_ID,
} from './app';
import { getAuthClient } from './auth';

// Tests run without PUBLIC_FIREBASE_* variables, as a build without a configured project does. A run
// may give the store's host (PUBLIC_FIRESTORE_EMULATOR_HOST, as parallel test runs do), as a build may.
const localStoreHost = import.meta.env.PUBLIC_FIRESTORE_EMULATOR_HOST || DEFAULT_LOCAL_STORE_HOST;

describe('the Firebase app without a configured project', () => {
  it('uses the demo project, which can never reach production', () => {
    expect(LOCAL_PROJECT_ID).toMatch(/^demo-/);
    expect(firebaseOptions.projectId).toBe(LOCAL_PROJECT_ID);
    expect(firestoreEmulatorHost).toBe(localStoreHost);
  });

  it('is initialised once', () => {
    expect(getFirebaseApp()).toBe(getFirebaseApp());
    expect(getFirebaseApp().options.projectId).toBe(LOCAL_PROJECT_ID);
  });

  it('points Firestore at the local store, once', () => {
    const database = getFirestoreDatabase();
    expect(getFirestoreDatabase()).toBe(database);
    expect(database.app).toBe(getFirebaseApp());
    expect(database.toJSON()).toMatchObject({ settings: { host: localStoreHost, ssl: false } });
  });
});

describe('the Auth accessor', () => {
  it('gives the identity client of the same app, loaded once', async () => {
    const auth = await getAuthClient();
    expect(auth.app).toBe(getFirebaseApp());
    expect(await getAuthClient()).toBe(auth);
  });
});
