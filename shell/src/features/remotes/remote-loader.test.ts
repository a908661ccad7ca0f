import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaState } from './area-state';
import { runAreaWarmUp, warmArea } from './remote-loader';

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
    loadRemote.mockClear();
  });

  it("runs the routes module's warmUp once the warm-up has run the routes, which become the area's code", async () => {
    const warmUp = vi.fn(async () => undefined);
    loadRemote.mockResolvedValue({ default: Routes, warmUp });
    await warmArea('mf_services');
    expect(areaState('mf_services').routes).toBe(Routes);
    await runAreaWarmUp('mf_services');
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('is optional: a routes module without one, or with something else under its name, is left alone', async () => {
    for (const warmUp of [undefined, 'not a function', 42, { run: 1 }]) {
      areaState('mf_services').routesLoad = Promise.resolve({ default: Routes, warmUp });
      await expect(runAreaWarmUp('mf_services')).resolves.toBeUndefined();
    }
  });

  it('does nothing for an area whose routes have not loaded', async () => {
    await expect(runAreaWarmUp('mf_services')).resolves.toBeUndefined();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
