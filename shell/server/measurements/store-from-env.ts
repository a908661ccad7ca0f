import { createFirestoreRest, type FirestoreRest } from '../firestore/firestore-rest';
import { metadataAccessToken, metadataProjectId } from '../firestore/metadata-credentials';
import type { AggregateStore } from './flusher';

/**
 * Where this composer's aggregates go, from its environment: the Firestore emulator named by
 * FIRESTORE_EMULATOR_HOST (with GCLOUD_PROJECT), the project's Firestore on Cloud Run (`K_SERVICE`
 * is set there; the service account's token and project from the metadata server), or nowhere (a
 * rehearsal or bench without a store: beacons are still checked). Returns the store and a line
 * saying which.
 */
export function measurementStoreFromEnv(env: NodeJS.ProcessEnv = process.env): {
  store: AggregateStore | undefined;
  description: string;
} {
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT;
  if (env.FIRESTORE_EMULATOR_HOST) {
    if (!projectId) throw new Error('FIRESTORE_EMULATOR_HOST is set without GCLOUD_PROJECT, the project to store in.');
    return {
      store: createFirestoreRest({ projectId, emulatorHost: env.FIRESTORE_EMULATOR_HOST }),
      description: `measurements go to the Firestore emulator at ${env.FIRESTORE_EMULATOR_HOST}`,
    };
  }
  if (env.K_SERVICE) {
    const accessToken = metadataAccessToken();
    let client: Promise<FirestoreRest> | undefined;
    const connect = async () =>
      createFirestoreRest({ projectId: projectId || (await metadataProjectId()), accessToken });
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
