// @ts-check
/**
 * What a remote ships besides its Hosting site, in the same release: the contact team's Cloud
 * Functions (built to mf-contact/functions/dist), the Firestore rules and the Firestore index/TTL
 * config. firebase.json, firestore.indexes.json and `pnpm deploy:remote` all read this module.
 */
import { CONTACT_MESSAGES_COLLECTION, EXPIRE_AT_FIELD } from '@codekade/shared/contact-retention';
import { MEASUREMENT_EXPIRES_AT_FIELD, MEASUREMENTS_COLLECTION } from '@codekade/shared/measurements';

/** firebase.json's `functions` entry of the contact team's codebase. */
export const CONTACT_FUNCTIONS = Object.freeze({
  source: 'mf-contact/functions/dist',
  codebase: 'contact',
  runtime: 'nodejs22',
});

export const FIRESTORE_CONFIG = Object.freeze({ rules: 'firestore.rules', indexes: 'firestore.indexes.json' });

/**
 * The `--only` parts each remote deploys beside its Hosting target.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const BACKEND_PARTS = Object.freeze({
  'mf-contact': [`functions:${CONTACT_FUNCTIONS.codebase}`, 'firestore:rules', 'firestore:indexes'],
});

/**
 * The `firebase deploy` arguments for one remote's release: its Hosting site and its backend.
 * @param {{ dir: string, name: string }} app
 */
export function deployArguments(app) {
  return ['deploy', '--only', [`hosting:${app.name}`, ...(BACKEND_PARTS[app.dir] ?? [])].join(',')];
}

/**
 * firestore.indexes.json, the project's one index file (deployed with `firestore:indexes`):
 * - the contact team's: no composite index (the sweep's query is on one field), and the TTL policy
 *   that deletes a contact message at its `expireAt` (unindexed: nothing queries it);
 * - the composer's measurements (shell/server/measurements): the index `readVersionFigures` queries
 *   (remote and version equal, a range of minutes), the TTL policy that deletes an aggregate at its
 *   `expiresAt`, and no single-field indexes on the counters and histograms, which every flush
 *   raises and nothing queries.
 */
export function firestoreIndexes() {
  /** @param {string} fieldPath */
  const unindexed = (fieldPath) => ({ collectionGroup: MEASUREMENTS_COLLECTION, fieldPath, indexes: [] });
  return {
    indexes: [
      {
        collectionGroup: MEASUREMENTS_COLLECTION,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'remote', order: 'ASCENDING' },
          { fieldPath: 'version', order: 'ASCENDING' },
          { fieldPath: 'minute', order: 'ASCENDING' },
        ],
      },
    ],
    fieldOverrides: [
      { collectionGroup: CONTACT_MESSAGES_COLLECTION, fieldPath: EXPIRE_AT_FIELD, ttl: true, indexes: [] },
      { ...unindexed(MEASUREMENT_EXPIRES_AT_FIELD), ttl: true },
      ...['counts', 'lcp', 'inp', 'cls'].map(unindexed),
    ],
  };
}
