import { describe, expect, it } from 'vitest';
import { areaState } from './area-state';
import { loadedBuildPlugin } from './loaded-build-plugin';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof loadedBuildPlugin>['loadRemoteSnapshot']>>[0];

const snapshot = (name: string, manifestJson: unknown) => ({ moduleInfo: { name }, manifestJson }) as SnapshotArgs;

describe('the loaded build of an area', () => {
  it('is the build the manifest the runtime read names; anything else leaves it as it was', () => {
    const plugin = loadedBuildPlugin();
    const args = snapshot('mf_projects', { metaData: { buildInfo: { buildId: 'build-7' } } });
    expect(plugin.loadRemoteSnapshot?.(args)).toBe(args);
    expect(areaState('mf_projects').loadedBuild).toBe('build-7');

    plugin.loadRemoteSnapshot?.(snapshot('mf_projects', { metaData: { buildInfo: { buildId: 7 } } }));
    plugin.loadRemoteSnapshot?.(snapshot('mf_projects', undefined));
    plugin.loadRemoteSnapshot?.(snapshot('not_a_remote', { metaData: { buildInfo: { buildId: 'build-8' } } }));
    expect(areaState('mf_projects').loadedBuild).toBe('build-7');
  });
});
