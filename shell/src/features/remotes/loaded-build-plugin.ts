import { isRemoteName } from '@codekade/shared/contract';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { buildIdOf } from '../../lib/build-ids';
import { areaState } from './area-state';

/**
 * Records, from the manifest the federation runtime reads for each load, which build of the remote
 * this page runs: compared with the build that rendered the server's HTML (hydration gate) and with
 * the live manifest after a file did not load (release-recovery.ts).
 */
export function loadedBuildPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-loaded-build',
    loadRemoteSnapshot(args) {
      const buildId = buildIdOf(args.manifestJson);
      const remote = args.moduleInfo.name;
      if (typeof buildId === 'string' && isRemoteName(remote)) areaState(remote).loadedBuild = buildId;
      return args;
    },
  };
}
