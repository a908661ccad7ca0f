import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeRemoteOverrides } from '../remote-overrides';
import { warmAreaFiles } from './remote-loader';
import { registeredRemotes } from './remote-manifests';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
vi.mock('../remote-overrides', () => ({ activeRemoteOverrides: vi.fn() }));
vi.mock('./remote-manifests', () => ({ registeredRemotes: vi.fn(), registerRemoteAfresh: vi.fn() }));

const manifestUrl = 'http://localhost:3001/v/b2/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: ['static/css/routes.css'], async: [] } },
    },
  ],
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("warming a remote's files", () => {
  it('prefetches its entry and page files with CORS, the mode they load in later, so the copy serves that load', async () => {
    vi.mocked(activeRemoteOverrides).mockResolvedValue({});
    vi.mocked(registeredRemotes).mockResolvedValue({ mf_home: manifestUrl } as Awaited<
      ReturnType<typeof registeredRemotes>
    >);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(manifest))),
    );
    await warmAreaFiles('mf_home');
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['prefetch', 'http://localhost:3001/v/b2/remoteEntry.js', 'anonymous'],
      ['prefetch', 'http://localhost:3001/v/b2/static/js/routes.js', 'anonymous'],
      ['prefetch', 'http://localhost:3001/v/b2/static/css/routes.css', 'anonymous'],
    ]);
  });
});
