/** Tests of the rollouts on the run's Firestore emulator (vitest globalSetup), each file in a project of its own. */
import { inject } from 'vitest';
import { connectFirestore } from './firestore-connection';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

export const emulatorHost = () => inject('firestoreEmulatorHost');

/** The Admin SDK on the run's emulator, in `projectId` (a `demo-` id of the test file's own). */
export const testFirestore = (projectId: string) => connectFirestore({ emulatorHost: emulatorHost(), projectId });
