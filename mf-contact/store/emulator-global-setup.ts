/**
 * One Firestore emulator for the whole unit-test run (vitest globalSetup), with firestore.rules:
 * the rules, the form's round trips, retention and the messages command run against it. Each
 * test file keeps to documents of its own. A missing emulator stops the run with what to install.
 */
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from './firestore-emulator.mjs';
import { freePort } from './test-mail';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export default async function startTestEmulator(project: TestProject) {
  const emulator = await startFirestoreEmulator({ port: await freePort() });
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.close();
}
