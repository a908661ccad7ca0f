import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockLocalStorage } from '../../lib/block-storage.test-helper';
import { validOverride } from '../../lib/valid-override';
import { clearRemoteOverrides, loadRemoteOverrides } from './local-overrides';

const manifest = 'http://localhost:3004/mf-manifest.json';
const validManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    buildInfo: { sharedContractMajor: CONTRACT_MAJOR },
  },
  shared: [],
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: [] } } }],
};

function visit(search: string): Location {
  window.history.replaceState(null, '', `/over-ons${search}`);
  return window.location;
}

function serveManifest(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('remote overrides', () => {
  beforeEach(() => {
    clearRemoteOverrides();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveManifest(async () => Response.json(validManifest));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it.each([
    'http://localhost:3004/mf-manifest.json',
    'http://127.0.0.1:3004/mf-manifest.json',
    'http://[::1]:3004/mf-manifest.json',
  ])('accepts the loopback URL %s', (url) => {
    expect(validOverride('mf_about', url)).toEqual({ name: 'mf_about', url });
  });

  it('accepts a remote this build never knew, on its own preview channel (its site follows from its name)', () => {
    const preview = 'https://codekade-jobs--pr-3-a1b2c3d4.web.app/mf-manifest.json';
    expect(validOverride('mf_jobs', preview)).toEqual({ name: 'mf_jobs', url: preview });
  });

  it("accepts a preview channel of the remote's own Hosting site", () => {
    const preview = 'https://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json';
    expect(validOverride('mf_about', preview)).toEqual({ name: 'mf_about', url: preview });
  });

  it.each([
    ['mf_about', 'https://remotes.example/mf-manifest.json'],
    ['mf_home', 'https://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'http://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.web.app:8443/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.web.app.evil.example/mf-manifest.json'],
    ['mf_about', 'https://evil--codekade-about--pr-12.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about.web.app/mf-manifest.json'],
    // Another site whose id starts with the remote's and `--` (its live site or its own channel).
    ['mf_about', 'https://codekade-about--x--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about---pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12-.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr_12.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.web.app./mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.firebaseapp.com/mf-manifest.json'],
    ['mf_about', 'http://localhost.example/mf-manifest.json'],
    ['mf_about', 'file:///etc/passwd'],
    ['mf_about', 'niet een url'],
    ['mf_about', '/mf-manifest.json'],
    ['mf-about', manifest],
    ['mf_jobs', 'https://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
  ])('refuses %s -> %s', (name, url) => {
    expect(validOverride(name, url)).toHaveProperty('problem');
  });

  it('reads an override from the address, keeps it and removes it from the address', async () => {
    expect(await loadRemoteOverrides(visit(`?remoteOverride=mf_about=${manifest}&x=1`))).toEqual({
      mf_about: manifest,
    });
    expect(window.location.search).toBe('?x=1');
    expect(await loadRemoteOverrides(visit(''))).toEqual({ mf_about: manifest });
    clearRemoteOverrides();
    expect(await loadRemoteOverrides(visit(''))).toEqual({});
  });

  it('carries the accepted overrides in the __session cookie for the composer, and Herstel removes it', async () => {
    const sessionCookie = () => document.cookie.split('; ').find((part) => part.startsWith('__session='));
    await loadRemoteOverrides(visit(''));
    expect(sessionCookie()).toBeUndefined();
    await loadRemoteOverrides(visit(`?remoteOverride=mf_about=${manifest}`));
    expect(JSON.parse(decodeURIComponent(sessionCookie()?.slice('__session='.length) ?? ''))).toEqual({
      mf_about: manifest,
    });
    clearRemoteOverrides();
    expect(sessionCookie()).toBeUndefined();
  });

  it('ignores and logs a foreign override, also when planted in storage', async () => {
    expect(await loadRemoteOverrides(visit('?remoteOverride=mf_about=https://evil.example/m.json'))).toEqual({});
    localStorage.setItem('codekade:remote-overrides', JSON.stringify({ mf_home: 'https://evil.example/m.json' }));
    expect(await loadRemoteOverrides(visit(''))).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('only loopback URLs'));
  });

  it.each([
    ['cannot be reached', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 404', async () => new Response('gone', { status: 404 })],
    ['is not JSON', async () => new Response('<html>')],
    ['is not a manifest', async () => Response.json({ hello: 'world' })],
    [
      'loads its entry from another host',
      async () =>
        Response.json({ ...validManifest, metaData: { ...validManifest.metaData, publicPath: 'https://x.example/' } }),
    ],
  ])('refuses and does not store an override whose manifest %s', async (_case, answer) => {
    serveManifest(answer);
    expect(await loadRemoteOverrides(visit(`?remoteOverride=mf_about=${manifest}`))).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Loading the deployed remote'));
    expect(await loadRemoteOverrides(visit(''))).toEqual({});
  });

  it('keeps working, for this visit only, when the browser blocks site data', async () => {
    blockLocalStorage();
    expect(await loadRemoteOverrides(visit(`?remoteOverride=mf_about=${manifest}`))).toEqual({ mf_about: manifest });
    expect(window.location.search).toBe('');
    expect(() => clearRemoteOverrides()).not.toThrow();
    expect(await loadRemoteOverrides(visit(''))).toEqual({});
  });
});
