import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaState } from './area-state';
import { warmArea, warmShownArea } from './remote-loader';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
vi.mock('./remote-manifests', () => ({
  registeredRemotes: async () => ({ mf_services: 'http://localhost:1/mf-manifest.json' }),
  registerRemoteAfresh: vi.fn(),
}));
vi.mock('./fragment-slots', () => ({ prefetchSlotsOf: vi.fn() }));
vi.mock('../remote-overrides', () => ({ activeRemoteOverrides: async () => ({}) }));

const Routes = () => null;

describe("an area's own warm-up", () => {
  afterEach(() => {
    areaState('mf_services').forgetRoutes();
    areaState('mf_services').routesLoad = undefined;
  });

  it('runs once the warm-up has run the routes, which become the area code', async () => {
    const warmUp = vi.fn(async () => undefined);
    loadRemote.mockResolvedValue({ default: Routes, warmUp });
    await warmArea('mf_services');
    expect(areaState('mf_services').routes).toBe(Routes);
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('is optional, and a failing or malformed one costs the area nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const warmUp of [undefined, 'not a function', 42, () => Promise.reject(new Error('offline'))]) {
      areaState('mf_services').forgetRoutes();
      areaState('mf_services').routesLoad = undefined;
      loadRemote.mockResolvedValue({ default: Routes, warmUp });
      await expect(warmArea('mf_services')).resolves.toBeUndefined();
      expect(areaState('mf_services').routes).toBe(Routes);
    }
  });

  it('runs for the area whose server HTML the page shows once its code has loaded, and not before', async () => {
    const warmUp = vi.fn(async () => undefined);
    await warmShownArea('mf_services');
    expect(warmUp).not.toHaveBeenCalled();
    areaState('mf_services').routesLoad = Promise.resolve({ default: Routes, warmUp });
    await warmShownArea('mf_services');
    expect(warmUp).toHaveBeenCalledTimes(1);
  });
});
