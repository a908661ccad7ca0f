/** The run's Firestore emulator (vitest globalSetup, mf-contact/store/emulator-global-setup.ts) for measurement tests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MEASUREMENTS_COLLECTION } from '@codekade/shared/measurements';
import { inject } from 'vitest';
import { createFirestoreRest, type FirestoreRest } from '../firestore/firestore-rest';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

/**
 * Each test file stores in a project of its own: nothing another file writes is read here. The
 * emulator is shared by the whole run on a busy machine: a request may take longer than production's.
 */
export function emulatorStore(projectId: string): FirestoreRest {
  return createFirestoreRest({ projectId, emulatorHost: inject('firestoreEmulatorHost'), timeoutMs: 60_000 });
}

/** Every stored aggregate of a version, as plain data. */
export async function storedAggregates(store: FirestoreRest, version: string) {
  const { docs } = await store.collection(MEASUREMENTS_COLLECTION).where('version', '==', version).get();
  return docs.map((document) => ({ id: document.id, data: document.data() as Record<string, unknown> }));
}

/** An HTTP server on a free loopback port answering with `handler`. */
export async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ origin: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
