import { createFirestoreRest, type FirestoreRest } from '../firestore/firestore-rest';
import { metadataAccessToken, metadataProjectId } from '../firestore/metadata-credentials';
import type { AggregateStore } from './flusher';

interface MeasurementStoreSettings {
  cloudRunService?: string;
  googleCloudProject?: string;
  firestoreEmulatorHost?: string;
}

/**
 * Where this composer service's aggregates go, from its settings (settings.ts): the Firestore
 * emulator at FIRESTORE_EMULATOR_HOST (the bench), the project's Firestore on Cloud Run (K_SERVICE is
 * set there; the service account's token, and the project from the metadata server unless
 * GOOGLE_CLOUD_PROJECT names it), or nowhere (a rehearsal: beacons are still checked). Returns the
 * store and a line saying which.
 */
export function measurementStoreFromSettings({
  cloudRunService,
  googleCloudProject,
  firestoreEmulatorHost,
}: MeasurementStoreSettings): { store: AggregateStore | undefined; description: string } {
  if (firestoreEmulatorHost) {
    if (!googleCloudProject) throw new Error('FIRESTORE_EMULATOR_HOST is set without GOOGLE_CLOUD_PROJECT.');
    return {
      store: createFirestoreRest({ projectId: googleCloudProject, emulatorHost: firestoreEmulatorHost }),
      description: `measurements go to the Firestore emulator at ${firestoreEmulatorHost}`,
    };
  }
  if (cloudRunService) {
    const accessToken = metadataAccessToken();
    let client: Promise<FirestoreRest> | undefined;
    const connect = async () =>
      createFirestoreRest({ projectId: googleCloudProject ?? (await metadataProjectId()), accessToken });
    return {
      store: {
        commit: async (writes) => {
          client ??= connect().catch((error: unknown) => {
            client = undefined;
            throw error;
          });
          await (await client).commit(writes);
        },
      },
      description: 'measurements go to the project’s Firestore',
    };
  }
  return { store: undefined, description: 'measurements are checked but not stored (no Firestore configured)' };
}
