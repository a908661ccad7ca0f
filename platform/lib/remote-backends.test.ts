import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEASUREMENT_EXPIRES_AT_FIELD, MEASUREMENTS_COLLECTION } from '@codekade/shared/measurements';
import { describe, expect, it } from 'vitest';
import { localRemoteApps as remoteApps } from './apps.mjs';
import { ROLLOUT_GATE_FUNCTIONS } from './gate-deploy.mjs';
import { firebaseConfig } from './hosting-config.mjs';
import { CONTACT_FUNCTIONS, deployArguments, firestoreIndexes } from './remote-backends.mjs';
import { repoRoot } from './run.mjs';

const committed = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

describe('a remote release with its backend', () => {
  it('pnpm deploy:remote mf-contact deploys Hosting, the functions, the rules and the indexes/TTL together', () => {
    const contact = remoteApps.find((app) => app.dir === 'mf-contact');
    if (!contact) throw new Error('mf-contact is not in the registry');
    expect(deployArguments(contact)).toEqual([
      'deploy',
      '--only',
      'hosting:mf_contact,functions:contact,firestore:rules,firestore:indexes',
    ]);
  });

  it('the other remotes deploy their Hosting site alone', () => {
    for (const app of remoteApps.filter((remote) => remote.dir !== 'mf-contact')) {
      expect(deployArguments(app)).toEqual(['deploy', '--only', `hosting:${app.name}`]);
    }
  });

  it('firebase.json names the functions codebases (contact, rollout gate) and both Firestore files, which exist', () => {
    expect(firebaseConfig().functions).toEqual([CONTACT_FUNCTIONS, ROLLOUT_GATE_FUNCTIONS]);
    const { rules, indexes } = firebaseConfig().firestore;
    expect(existsSync(join(repoRoot, rules))).toBe(true);
    expect(existsSync(join(repoRoot, indexes))).toBe(true);
  });

  it('the committed firestore.indexes.json holds the TTL policy on contact_messages.expireAt', () => {
    expect(committed('firestore.indexes.json')).toEqual(firestoreIndexes());
    expect(firestoreIndexes().fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: 'contact_messages', fieldPath: 'expireAt', ttl: true }),
    );
  });

  it('the committed firestore.indexes.json holds the measurements TTL and the index their reader queries', () => {
    expect(firestoreIndexes().fieldOverrides).toContainEqual(
      expect.objectContaining({
        collectionGroup: MEASUREMENTS_COLLECTION,
        fieldPath: MEASUREMENT_EXPIRES_AT_FIELD,
        ttl: true,
      }),
    );
    expect(firestoreIndexes().indexes).toContainEqual(
      expect.objectContaining({
        collectionGroup: MEASUREMENTS_COLLECTION,
        fields: ['remote', 'version', 'minute'].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
      }),
    );
  });
});
