import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockLocalStorage } from './block-storage.test-helper';
import { startEarlyRemoteLoad, takeEarlyManifest, takeEarlyRemotesConfig } from './early-remote-load';

const areas: [string, string][] = [
  ['/', 'mf_home'],
  ['/diensten', 'mf_services'],
];
const manifestUrl = 'http://localhost:3002/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './routes', assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: ['static/css/routes.css'] } } },
  ],
};

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/remotes.json'
      ? Response.json({ mf_home: 'http://localhost:3001/mf-manifest.json', mf_services: manifestUrl })
      : Response.json(manifest),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function settle() {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('early remote load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    localStorage.clear();
  });

  it('fetches remotes.json and the current area manifest, and preloads that remote only', async () => {
    const fetchMock = stubFetch();
    window.history.replaceState(null, '', '/diensten/seo');
    startEarlyRemoteLoad(areas, '/remotes.json');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', manifestUrl]);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.href, link.as])).toEqual([
      ['http://localhost:3002/remoteEntry.js', 'script'],
      ['http://localhost:3002/static/js/routes.js', 'script'],
      ['http://localhost:3002/static/css/routes.css', 'style'],
    ]);
    expect(await takeEarlyRemotesConfig()).toMatchObject({ mf_services: manifestUrl });
    expect(takeEarlyRemotesConfig()).toBeUndefined();
    expect(await (await takeEarlyManifest(manifestUrl))?.json()).toEqual(manifest);
    expect(takeEarlyManifest(manifestUrl)).toBeUndefined();
  });

  it('preloads nothing for paths no remote owns, or while a developer override is active', async () => {
    const fetchMock = stubFetch();
    window.history.replaceState(null, '', '/bestaat-niet');
    startEarlyRemoteLoad(areas, '/remotes.json');
    localStorage.setItem('codekade:remote-overrides', '{}');
    window.history.replaceState(null, '', '/diensten');
    startEarlyRemoteLoad(areas, '/remotes.json');
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/remotes.json']);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('starts when the browser blocks site data', async () => {
    const fetchMock = stubFetch();
    blockLocalStorage();
    window.history.replaceState(null, '', '/diensten');
    expect(() => startEarlyRemoteLoad(areas, '/remotes.json')).not.toThrow();
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', manifestUrl]);
  });
});
