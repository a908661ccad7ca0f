/**
 * The composer's rollout states: the platform's cached rollout reader (one query at most every 2 s
 * per instance, the last answer kept when Firestore fails, unreadable documents left out) over the
 * composer's Firestore client, the one its measurements write with. `all` is what the composer's
 * `rollouts` option takes.
 */
import { createRolloutReader } from '@codekade/serving/rollout/rollout-reader';
import { createFirestoreRest, type FirestoreRestOptions } from './firestore/firestore-rest';

/** A page request never waits long on Firestore: the reader keeps its last answer. */
const ROLLOUT_READ_TIMEOUT_MS = 2000;

export function createRolloutSource(options: FirestoreRestOptions & { warn?: (message: string) => void }) {
  const client = createFirestoreRest({ timeoutMs: ROLLOUT_READ_TIMEOUT_MS, ...options });
  const reader = createRolloutReader(client, { warn: options.warn });
  return () => reader.all();
}
