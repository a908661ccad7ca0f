import { DEFAULT_PORT_BASE, remoteApps } from '@codekade/platform/app-registry';
import type { RemotesConfig } from '@codekade/shared/contract';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesConfig } from '../../lib/remotes-config';
import { activeOverrides } from '../remote-overrides';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../../lib/remotes-config', () => ({ fetchRemotesConfig: vi.fn(), REMOTES_CONFIG_URL: '/remotes.json' }));
vi.mock('../remote-overrides', () => ({ activeOverrides: vi.fn() }));

/** Every remote of the registry at its default local port (mf_home at 3001, mf_contact at 3005, ...). */
const deployed = Object.fromEntries(
  remoteApps.map((app) => [app.name, `http://localhost:${DEFAULT_PORT_BASE + app.portOffset}/mf-manifest.json`]),
) as RemotesConfig;
const localAbout = 'http://localhost:4004/mf-manifest.json';

/** A fresh module: which manifests a page registers is decided once per page. */
async function freshManifests() {
  vi.resetModules();
  return import('./remote-manifests');
}

describe('which manifest each area loads', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(fetchRemotesConfig).mockResolvedValue(deployed);
    vi.mocked(activeOverrides).mockResolvedValue({ overrides: { mf_about: localAbout } });
  });

  it('is remotes.json with a developer’s overrides on top, registered with the runtime once', async () => {
    const { registeredRemotes } = await freshManifests();
    const config = await registeredRemotes();
    await registeredRemotes();
    expect(config).toEqual({ ...deployed, mf_about: localAbout });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'mf_about', entry: localAbout }]));
    expect(vi.mocked(registerPlugins).mock.calls[0]?.[0]?.map((plugin) => plugin.name)).toEqual([
      'codekade-contract-guard',
      'codekade-pinned-loads',
      'codekade-loaded-build',
      'codekade-drop-abandoned-shares',
      'codekade-yield-between-steps',
    ]);
  });

  it('is read again after remotes.json failed', async () => {
    vi.mocked(fetchRemotesConfig).mockRejectedValueOnce(new Error('/remotes.json answered HTTP 503.'));
    const { registeredRemotes } = await freshManifests();
    await expect(registeredRemotes()).rejects.toThrow('HTTP 503');
    await expect(registeredRemotes()).resolves.toEqual({ ...deployed, mf_about: localAbout });
  });

  it('is registered afresh for one remote through the runtime’s public API, so its next load reads the manifest again', async () => {
    const { registeredRemotes, registerRemoteAfresh } = await freshManifests();
    await registeredRemotes();
    registerRemoteAfresh('mf_home');
    await vi.waitFor(() =>
      expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_home', entry: deployed.mf_home }], {
        force: true,
      }),
    );
  });

  it('tells which remote serves a file, by the folder of its manifest', async () => {
    const { remoteServing } = await freshManifests();
    expect(await remoteServing('http://localhost:3005/static/js/async/8.1.js')).toBe('mf_contact');
    expect(await remoteServing('http://localhost:4004/static/css/async/a.css')).toBe('mf_about');
    expect(await remoteServing('http://localhost:3000/static/js/index.js')).toBeUndefined();
  });

  it('moves one remote to the version the site serves now (a release recovery), registered afresh', async () => {
    const { registeredRemotes, moveRemoteTo, remoteServing } = await freshManifests();
    await registeredRemotes();
    const served = 'http://localhost:3001/v/b9/mf-manifest.json';
    await moveRemoteTo('mf_home', served);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_home', entry: served }], { force: true });
    expect((await registeredRemotes()).mf_home).toBe(served);
    expect(await remoteServing('http://localhost:3001/v/b9/static/js/async/1.js')).toBe('mf_home');
  });
});
