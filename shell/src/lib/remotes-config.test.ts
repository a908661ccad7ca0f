import { DEFAULT_PORT_BASE, remoteApps } from '@codekade/platform/app-registry';
import type { RemotesConfig } from '@codekade/shared/contract';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { describe, expect, it, vi } from 'vitest';
import { parseRemotesConfig, remoteManifestUrl } from './remotes-config';

/** Every remote of the registry at its default local port, the contact remote at a relative URL. */
const valid = {
  ...Object.fromEntries(
    remoteApps.map((app) => [app.name, `http://localhost:${DEFAULT_PORT_BASE + app.portOffset}/mf-manifest.json`]),
  ),
  mf_contact: '/remotes/contact/mf-manifest.json',
} as RemotesConfig;

describe('parseRemotesConfig', () => {
  it('accepts every remote and resolves relative URLs against the page', () => {
    const config = parseRemotesConfig(valid, Object.keys(valid));
    expect(config.mf_home).toBe(valid.mf_home);
    expect(config.mf_contact).toBe(`${window.location.origin}/remotes/contact/mf-manifest.json`);
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a missing remote', { ...valid, mf_about: undefined }],
    ['a non-string URL', { ...valid, mf_home: 3001 }],
  ])('names the problem for %s', (_case, json) => {
    expect(() => parseRemotesConfig(json, Object.keys(valid))).toThrow(/remotes/);
  });
});

describe('remoteManifestUrl (the composer reads the manifests with it too)', () => {
  it('resolves one remote against the given base and refuses what is not http(s)', () => {
    expect(remoteManifestUrl({ mf_about: '/about/mf-manifest.json' }, 'mf_about', 'https://www.codekade.nl/')).toBe(
      'https://www.codekade.nl/about/mf-manifest.json',
    );
    expect(() =>
      remoteManifestUrl({ mf_about: 'javascript:alert(1)' }, 'mf_about', 'https://www.codekade.nl/'),
    ).toThrow('not http(s)');
    expect(() => remoteManifestUrl({}, 'mf_about', 'https://www.codekade.nl/')).toThrow(
      'no valid manifest URL for remote "mf_about"',
    );
    // A name the map does not hold itself (its prototype's) is no remote.
    expect(() => remoteManifestUrl({}, 'constructor', 'https://www.codekade.nl/')).toThrow('no valid manifest URL');
  });
});

describe('fetchRemotesConfig on the plain shell document (issue 48)', () => {
  it('loads each remote at the version its discovery document serves, never at its root', async () => {
    const digest = `sha384-${'A'.repeat(64)}`;
    const entry = (name: string, path: string, version?: string) => ({
      name,
      manifest: `http://localhost:3001/${name}/mf-manifest.json`,
      ...(version ? { version, pins: [{ version, integrity: digest }] } : {}),
      area: { basePaths: [path], pageName: name, description: name },
      menus: {},
    });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        format: DISCOVERY_FORMAT,
        remotes: [entry('mf_home', '/', 'b2'), entry('mf_about', '/over-ons')],
      }),
    );
    const { fetchRemotesConfig } = await import('./remotes-config');
    expect(await fetchRemotesConfig()).toEqual({
      mf_home: 'http://localhost:3001/mf_home/v/b2/mf-manifest.json',
      // Pinned nowhere: its root, which the pinned loads refuse.
      mf_about: 'http://localhost:3001/mf_about/mf-manifest.json',
    });
  });
});
