// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cloneArguments,
  composerRevisionsArguments,
  composerTrafficArguments,
  previousRevision,
  previousVersion,
  releasesRequest,
  versionIdOf,
} from './hosting-rollback.mjs';

const release = (version: string, releaseTime: string, type = 'DEPLOY') => ({
  name: `sites/codekade-home/channels/live/releases/${releaseTime}`,
  version: { name: `sites/codekade-home/versions/${version}` },
  type,
  releaseTime,
});

describe('rolling back a Hosting site', () => {
  it('clones a version of the site into its live channel', () => {
    expect(cloneArguments({ project: 'codekade-site', siteId: 'codekade-home', version: 'abc123def' })).toEqual([
      'hosting:clone',
      'codekade-home@abc123def',
      'codekade-home:live',
      '--project',
      'codekade-site',
    ]);
    expect(
      cloneArguments({ project: 'p', siteId: 'codekade-home', version: 'sites/codekade-home/versions/abc123def' })[1],
    ).toBe('codekade-home@abc123def');
  });

  it.each(['', '../x', 'a b', 'abc;rm -rf', '--project=evil'])('refuses the version %j', (version) => {
    expect(() => versionIdOf(version)).toThrow('not a Hosting version id');
  });

  it('asks the release history of the live channel', () => {
    expect(releasesRequest('codekade-home', 'token')).toEqual({
      url: 'https://firebasehosting.googleapis.com/v1beta1/sites/codekade-home/channels/live/releases?pageSize=25',
      headers: { Authorization: 'Bearer token' },
    });
  });

  it('finds the version live before the current release, whatever order the answer has', () => {
    const answer = {
      releases: [
        release('v1', '2026-11-01T10:00:00Z'),
        release('v3', '2026-11-20T10:00:00Z'),
        release('v2', '2026-11-10T10:00:00Z'),
        release('v3', '2026-11-21T10:00:00Z', 'SITE_DISABLE'),
      ],
    };
    expect(previousVersion(answer)).toBe('v2');
    // After a rollback to v2, the previous one is v3 again (the console's rollback does the same).
    expect(previousVersion({ releases: [...answer.releases, release('v2', '2026-11-22T10:00:00Z', 'ROLLBACK')] })).toBe(
      'v3',
    );
    expect(() => previousVersion({ releases: [release('v1', '2026-11-01T10:00:00Z')] })).toThrow('no earlier version');
    expect(() => previousVersion({ releases: 'nonsense' })).toThrow('no earlier version');
  });

  it('moves the composer back to its previous Cloud Run revision', () => {
    const service = { serviceId: 'codekade-composer', region: 'europe-west4' };
    expect(composerRevisionsArguments(service)).toContain('--sort-by=~metadata.creationTimestamp');
    const revision = previousRevision('codekade-composer-00012-abc\ncodekade-composer-00011-xyz\n');
    expect(revision).toBe('codekade-composer-00011-xyz');
    expect(composerTrafficArguments({ ...service, revision })).toEqual([
      'run',
      'services',
      'update-traffic',
      'codekade-composer',
      '--region',
      'europe-west4',
      '--to-revisions=codekade-composer-00011-xyz=100',
    ]);
    expect(() => composerTrafficArguments({ ...service, revision: 'x=100 --all' })).toThrow('not a Cloud Run revision');
    expect(() => previousRevision('only-one\n')).toThrow('no earlier revision');
  });
});
