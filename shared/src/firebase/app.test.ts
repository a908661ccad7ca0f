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

// Tests run without PUBLIC_FIREBASE_* variables, as a build without a configured project does.
describe('the Firebase app without a configured project', () => {
  it('uses the demo project, which can never reach production', () => {
    expect(LOCAL_PROJECT_ID).toMatch(/^demo-/);
    expect(firebaseOptions.projectId).toBe(LOCAL_PROJECT_ID);
    expect(firestoreEmulatorHost).toBe(DEFAULT_LOCAL_STORE_HOST);
  });

  it('is initialised once', () => {
    expect(getFirebaseApp()).toBe(getFirebaseApp());
    expect(getFirebaseApp().options.projectId).toBe(LOCAL_PROJECT_ID);
  });

  it('points Firestore at the local store, once', () => {
    const database = getFirestoreDatabase();
    expect(getFirestoreDatabase()).toBe(database);
    expect(database.app).toBe(getFirebaseApp());
    expect(database.toJSON()).toMatchObject({ settings: { host: DEFAULT_LOCAL_STORE_HOST, ssl: false } });
  });
});

describe('the Auth accessor', () => {
  it('gives the identity client of the same app, loaded once', async () => {
    const auth = await getAuthClient();
    expect(auth.app).toBe(getFirebaseApp());
    expect(await getAuthClient()).toBe(auth);
  });
});
