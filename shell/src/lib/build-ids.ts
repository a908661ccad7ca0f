import { manifestBuildInfo } from '@codekade/shared/remote-manifest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const loadedBuildIds = new Map<string, string>();

/** The build id a remote's manifest names (see the build preset); the prerendered HTML names the same. */
export function buildIdOf(manifest: unknown): string | undefined {
  return manifestBuildInfo(manifest).buildId;
}

/** Remembers which build of each remote the browser loads, to compare it with the server's HTML. */
export function buildIdPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-build-ids',
    loadRemoteSnapshot(args) {
      const buildId = buildIdOf(args.manifestJson);
      if (typeof buildId === 'string') loadedBuildIds.set(args.moduleInfo.name, buildId);
      return args;
    },
  };
}

export function loadedBuildId(remote: string): string | undefined {
  return loadedBuildIds.get(remote);
}
