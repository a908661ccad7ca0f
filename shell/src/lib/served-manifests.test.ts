import { versionManifestUrl } from '@codekade/shared/versions';
import { describe, expect, it } from 'vitest';
import { servedManifestOf, versionManifestOf } from './served-manifests';

describe('where the page loads a version from (issue 48)', () => {
  it('is the folder @codekade/shared/versions names, for every version id and root the reader keeps', () => {
    for (const manifest of [
      'https://codekade-home.web.app/mf-manifest.json',
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3001/remotes/home/mf-manifest.json',
    ]) {
      for (const version of ['b1', '20261202-1a2b', 'a.b_c-d', 'x'.repeat(64)]) {
        expect(versionManifestOf(manifest, version)).toBe(versionManifestUrl(manifest, version));
      }
    }
  });

  it('serves an entry’s version, or its root (never loaded) when it pins none', () => {
    const entry = {
      name: 'mf_home',
      manifest: 'http://localhost:3001/mf-manifest.json',
      area: { basePaths: ['/'], pageName: 'Home', description: 'Home.' },
      menus: {},
    };
    expect(servedManifestOf(entry)).toBe('http://localhost:3001/mf-manifest.json');
    expect(servedManifestOf({ ...entry, version: 'b2' })).toBe('http://localhost:3001/v/b2/mf-manifest.json');
  });
});
