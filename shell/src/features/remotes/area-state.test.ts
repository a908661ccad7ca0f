import { remoteNames } from '@codekade/platform/app-registry';
import { describe, expect, it, vi } from 'vitest';
import { AreaState, areaState } from './area-state';

const Routes = () => null;
const NewerRoutes = () => null;

describe('the state of a page area', () => {
  it('is one object per remote, for the whole page', () => {
    for (const remote of remoteNames) {
      expect(areaState(remote)).toBe(areaState(remote));
      expect(areaState(remote).remote).toBe(remote);
    }
    expect(new Set(remoteNames.map(areaState)).size).toBe(remoteNames.length);
  });

  it('changes its mount, and tells its listeners, on a retry and on a newer release that remounts', () => {
    const area = new AreaState('mf_home');
    const listener = vi.fn();
    area.subscribe(listener);
    expect(area.mount).toBe(0);

    area.remount();
    expect(area.mount).toBe(1);
    area.adoptRelease(NewerRoutes, { remount: true });
    expect(area.mount).toBe(2);
    expect(area.routes).toBe(NewerRoutes);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps what is on screen when a newer release only becomes the code of later visits', () => {
    const area = new AreaState('mf_contact');
    const listener = vi.fn();
    area.subscribe(listener);
    area.routesLoaded(Routes);
    area.adoptRelease(NewerRoutes, { remount: false });
    expect(area.routes).toBe(NewerRoutes);
    expect(area.mount).toBe(0);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps one lazy load until it forgets its routes or adopts a release', () => {
    const area = new AreaState('mf_about');
    const load = vi.fn(async () => ({ default: Routes }));
    const first = area.lazyRoutes(load);
    expect(area.lazyRoutes(load)).toBe(first);
    area.forgetRoutes();
    const second = area.lazyRoutes(load);
    expect(second).not.toBe(first);
    area.adoptRelease(NewerRoutes, { remount: false });
    expect(area.lazyRoutes(load)).not.toBe(second);
  });

  it('forgets its loaded routes, so the next render loads the area again', () => {
    const area = new AreaState('mf_services');
    area.routesLoaded(Routes);
    area.forgetRoutes();
    expect(area.routes).toBeUndefined();
  });

  it('tells its listeners when lateness changes, not when it is set again, and no longer once they leave', () => {
    const area = new AreaState('mf_projects');
    const listener = vi.fn();
    const unsubscribe = area.subscribe(listener);
    area.setLate(false);
    expect(listener).not.toHaveBeenCalled();
    area.setLate(true);
    area.setLate(true);
    expect(area.late).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    area.setLate(false);
    expect(area.late).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs one move to the live release at a time; the failures that come during it share its outcome', async () => {
    const area = new AreaState('mf_home');
    let finish: (moved: boolean) => void = () => undefined;
    const move = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const first = area.moveToLiveRelease(move);
    const second = area.moveToLiveRelease(move);
    expect(second).toBe(first);
    expect(move).toHaveBeenCalledTimes(1);
    finish(true);
    expect(await first).toBe(true);

    // Settled: a later failure reads the manifest again.
    const later = area.moveToLiveRelease(async () => false);
    expect(later).not.toBe(first);
    expect(await later).toBe(false);
  });

  it('starts afresh after a move that threw', async () => {
    const area = new AreaState('mf_home');
    await expect(area.moveToLiveRelease(() => Promise.reject(new Error('manifest unreadable')))).rejects.toThrow(
      'manifest unreadable',
    );
    expect(await area.moveToLiveRelease(async () => true)).toBe(true);
  });
});
