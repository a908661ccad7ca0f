import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockSiteStorage } from '../../lib/block-storage.test-helper';
import { CONFIRMED_KEY, STORAGE_KEY } from '../../lib/override-markers';
import { listedRemotesFromManifests, type RemoteOverrides, validOverride } from '../../lib/valid-override';
import { clearRemoteOverrides, type LoadOptions, loadRemoteOverrides } from './local-overrides';

const manifest = 'http://localhost:3004/mf-manifest.json';
const probe = 'https://codekade-evil--x-abcd1234.web.app/a/mf-manifest.json';
const validManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    buildInfo: { sharedContractMajor: CONTRACT_MAJOR },
  },
  shared: [],
  exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: [] } } }],
};
/** The remotes of the site's discovery document, as the page reads them. */
const listed = listedRemotesFromManifests({
  mf_home: 'https://codekade-home.web.app/mf-manifest.json',
  mf_about: 'https://codekade-about.web.app/mf-manifest.json',
  mf_cdn: 'https://cdn.example.com/mf_cdn/mf-manifest.json',
});

function visit(search: string): Location {
  window.history.replaceState(null, '', `/over-ons${search}`);
  return window.location;
}

function serveManifest(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sessionCookie = () => document.cookie.split('; ').find((part) => part.startsWith('__session='));
const cookieOverrides = () => JSON.parse(decodeURIComponent(sessionCookie()?.slice('__session='.length) ?? '{}'));

/** One page load: the person answers the confirmation with `answer`; the reload is recorded. */
function load(search: string, answer = false) {
  const confirm = vi.fn(async (_overrides: RemoteOverrides) => answer);
  const reload = vi.fn();
  const options: LoadOptions = { location: visit(search), listed, confirm, reload };
  const result = Promise.race([
    loadRemoteOverrides(options),
    // A confirmed link never resolves: its page loads again.
    new Promise<'reloading'>((resolve) => setTimeout(() => resolve('reloading'), 50)),
  ]);
  return { result, confirm, reload };
}

describe('which overrides are valid', () => {
  it.each([
    'http://localhost:3004/mf-manifest.json',
    'http://127.0.0.1:3004/mf-manifest.json',
    'http://[::1]:3004/mf-manifest.json',
  ])('accepts the loopback URL %s for a listed remote', (url) => {
    expect(validOverride('mf_about', url, listed)).toEqual({ name: 'mf_about', url });
  });

  it('accepts a preview channel of the Hosting site the discovery document names for the remote', () => {
    const preview = 'https://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json';
    expect(validOverride('mf_about', preview, listed)).toEqual({ name: 'mf_about', url: preview });
  });

  it.each([
    // The probe's link: a name no document lists, on the site its name would give.
    ['mf_evil', probe],
    ['mf_evil', manifest],
    ['mf_jobs', 'https://codekade-jobs--pr-3-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://remotes.example/mf-manifest.json'],
    ['mf_home', 'https://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_cdn', 'https://cdn--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_cdn', 'https://codekade-cdn--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'http://codekade-about--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.web.app:8443/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.web.app.evil.example/mf-manifest.json'],
    ['mf_about', 'https://evil--codekade-about--pr-12.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--x--pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about---pr-12-a1b2c3d4.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12-.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr_12.web.app/mf-manifest.json'],
    ['mf_about', 'https://codekade-about--pr-12.firebaseapp.com/mf-manifest.json'],
    ['mf_about', 'http://localhost.example/mf-manifest.json'],
    ['mf_about', 'file:///etc/passwd'],
    ['mf_about', 'niet een url'],
    ['mf_about', '/mf-manifest.json'],
    ['mf-about', manifest],
    ['constructor', manifest],
    ['__proto__', manifest],
  ])('refuses %s -> %s', (name, url) => {
    expect(validOverride(name, url, listed)).toHaveProperty('problem');
  });

  it('refuses every override when the page knows no discovery document', () => {
    expect(validOverride('mf_about', manifest, new Map())).toHaveProperty('problem');
  });
});

describe('an override from a link', () => {
  beforeEach(() => {
    clearRemoteOverrides();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveManifest(async () => Response.json(validManifest));
  });

  afterEach(() => {
    clearRemoteOverrides();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('asks first, naming the remote and its URL, and loads nothing, keeps nothing on "Annuleren" or Escape', async () => {
    const { result, confirm, reload } = load(`?remoteOverride=mf_about=${manifest}&x=1`, false);
    expect(await result).toEqual({});
    expect(confirm).toHaveBeenCalledWith({ mf_about: manifest });
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?x=1');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(CONFIRMED_KEY)).toBeNull();
    expect(sessionCookie()).toBeUndefined();
    // A later visit runs the deployed site.
    expect(await load('').result).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on "Doorgaan" tells the composer in a session cookie and loads the page again, which checks and keeps it', async () => {
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const first = load(`?remoteOverride=mf_about=${manifest}`, true);
    expect(await first.result).toBe('reloading');
    expect(first.reload).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    expect(cookieOverrides()).toEqual({ mf_about: manifest });
    // For the browser session at most: no lifetime of its own.
    expect(cookieWrites.mock.calls.at(-1)?.[0]).not.toMatch(/max-age|expires/i);
    cookieWrites.mockRestore();

    const again = load('');
    expect(await again.result).toEqual({ mf_about: manifest });
    expect(fetch).toHaveBeenCalledOnce();
    expect(again.confirm).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CONFIRMED_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '')).toEqual({ mf_about: manifest });
    // The same link again asks no more: it is this tab's already.
    const sameLink = load(`?remoteOverride=mf_about=${manifest}`, false);
    expect(await sameLink.result).toEqual({ mf_about: manifest });
    expect(sameLink.confirm).not.toHaveBeenCalled();

    clearRemoteOverrides();
    expect(sessionCookie()).toBeUndefined();
    expect(await load('').result).toEqual({});
  });

  it("loads the page again, once, when another tab's answer took this tab's overrides out of the shared cookie", async () => {
    expect(await load(`?remoteOverride=mf_about=${manifest}`, true).result).toBe('reloading');
    expect(await load('').result).toEqual({ mf_about: manifest });
    // Another tab with no override of its own removes the cookie; this tab's next page came without it.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = '__session=; Path=/; Max-Age=0';
    const next = load('');
    expect(await next.result).toBe('reloading');
    expect(cookieOverrides()).toEqual({ mf_about: manifest });
    const again = load('');
    expect(await again.result).toEqual({ mf_about: manifest });
    expect(again.reload).not.toHaveBeenCalled();
    // A cookie that does not stick: one more load, then the page goes on without loading again.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = '__session=; Path=/; Max-Age=0';
    expect(await load('').result).toBe('reloading');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = '__session=; Path=/; Max-Age=0';
    const blocked = load('');
    expect(await blocked.result).toEqual({ mf_about: manifest });
    expect(blocked.reload).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('came without the remote overrides'));
  });

  it("never asks about the probe's link or an unlisted name on loopback: refused before anything", async () => {
    for (const link of [`mf_evil=${probe}`, `mf_evil=${manifest}`, 'mf_about=https://evil.example/m.json']) {
      const { result, confirm, reload } = load(`?remoteOverride=${link}`, true);
      expect(await result).toEqual({});
      expect(confirm).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionCookie()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining("not a remote the site's discovery document lists"),
    );
  });

  it('ignores and removes a session cookie this tab did not confirm (planted or left over), and anything planted in storage', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = `__session=${encodeURIComponent(JSON.stringify({ mf_about: manifest }))}; Path=/`;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ mf_evil: probe, mf_home: 'https://evil.example/m.json' }));
    expect(await load('').result).toEqual({});
    expect(sessionCookie()).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
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
  ])('refuses and does not keep a confirmed override whose manifest %s', async (_case, answer) => {
    serveManifest(answer);
    expect(await load(`?remoteOverride=mf_about=${manifest}`, true).result).toBe('reloading');
    expect(await load('').result).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Loading the deployed remote'));
    expect(sessionCookie()).toBeUndefined();
    expect(await load('').result).toEqual({});
  });

  it('asks nothing and runs the deployed site when the browser blocks site data', async () => {
    blockSiteStorage();
    const { result, confirm } = load(`?remoteOverride=mf_about=${manifest}`, true);
    expect(await result).toEqual({});
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
    expect(() => clearRemoteOverrides()).not.toThrow();
  });
});
