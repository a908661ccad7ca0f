/**
 * The composer's rollout states: the platform's cached rollout reader (one query at most every 2 s
 * per instance, the last answer kept when Firestore fails, unreadable documents left out) over the
 * REST client. `all` is what the composer's `rollouts` option takes.
 */
import { createRolloutReader } from '@codekade/platform/rollout/rollout-reader';
import { createFirestoreRest, type FirestoreRestOptions } from './firestore-rest';

export function createRolloutSource(options: FirestoreRestOptions & { warn?: (message: string) => void }) {
  const reader = createRolloutReader(createFirestoreRest(options), { warn: options.warn });
  return () => reader.all();
}
