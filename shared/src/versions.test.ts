// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVersionId, versionBaseUrl, versionFolder, versionManifestUrl, versionOfManifestUrl } from './versions.mjs';

describe('version ids', () => {
  it.each(['75110581-1126-406d-9133-6d3aee12f212', 'build.2', 'a_b', 'x'.repeat(64)])('accepts %s', (id) => {
    expect(isVersionId(id)).toBe(true);
  });

  it.each(['', '.', '..', 'a/b', 'a\\b', 'x'.repeat(65), 'é', ' a', 'a?b', '%2e%2e'])('refuses %s', (id) => {
    expect(isVersionId(id)).toBe(false);
  });
});

describe('versionBaseUrl', () => {
  it("is the version's folder beside the stable build, from a manifest URL or a base URL", () => {
    expect(versionBaseUrl('https://codekade-home.web.app/mf-manifest.json', 'b-1')).toBe(
      'https://codekade-home.web.app/v/b-1/',
    );
    expect(versionBaseUrl('https://codekade-home.web.app', 'b-1')).toBe('https://codekade-home.web.app/v/b-1/');
    expect(versionBaseUrl('http://localhost:3001/', 'b-1')).toBe('http://localhost:3001/v/b-1/');
    expect(versionBaseUrl('http://localhost:3001/mf-manifest.json?x=1#y', 'b-1')).toBe('http://localhost:3001/v/b-1/');
    expect(versionManifestUrl('http://localhost:3001/mf-manifest.json', 'b-1')).toBe(
      'http://localhost:3001/v/b-1/mf-manifest.json',
    );
    expect(versionFolder('b-1')).toBe('v/b-1/');
  });

  it('throws for a version that is no id or a URL that is no http(s) URL', () => {
    expect(() => versionBaseUrl('https://codekade-home.web.app/', '..')).toThrow(TypeError);
    expect(() => versionBaseUrl('javascript:alert(1)', 'b-1')).toThrow(TypeError);
    expect(() => versionBaseUrl('not a url', 'b-1')).toThrow(TypeError);
  });

  it("never leaves the remote's origin or its versions folder (generated versions)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (version) => {
        let url: string;
        try {
          url = versionBaseUrl('https://codekade-home.web.app/mf-manifest.json', version);
        } catch (error) {
          expect(error).toBeInstanceOf(TypeError);
          return;
        }
        expect(url).toBe(`https://codekade-home.web.app/v/${version}/`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('versionOfManifestUrl', () => {
  it('reads the version back from its manifest URL, and none from a root manifest or no URL', () => {
    expect(versionOfManifestUrl(versionManifestUrl('http://localhost:3003/mf-manifest.json', 'b-1'))).toBe('b-1');
    expect(versionOfManifestUrl('https://codekade-projects.web.app/mf-manifest.json')).toBeUndefined();
    expect(versionOfManifestUrl('https://x.test/v/../mf-manifest.json')).toBeUndefined();
    expect(versionOfManifestUrl('not a url')).toBeUndefined();
  });

  it('gives every version id back that versionManifestUrl put in (generated ids)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/).filter(isVersionId), (version) => {
        expect(versionOfManifestUrl(versionManifestUrl('https://codekade-home.web.app/', version))).toBe(version);
      }),
      { numRuns: 500 },
    );
  });
});
