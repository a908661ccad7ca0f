import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { manifestBuildInfo } from '@codekade/shared/remote-manifest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The shared-contract major a remote's manifest says it was built against (see the build preset). */
export function contractMajorOf(manifest: unknown): number | undefined {
  return manifestBuildInfo(manifest).sharedContractMajor;
}

/**
 * Refuses a remote built against another major version of @codekade/shared before any of its code
 * runs: the page area shows the fallback instead of the site crashing on a changed contract.
 */
export function contractGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-contract-guard',
    loadRemoteSnapshot(args) {
      if (!args.manifestJson) return args;
      const remoteMajor = contractMajorOf(args.manifestJson);
      if (remoteMajor !== CONTRACT_MAJOR) {
        throw new Error(
          `Remote "${args.moduleInfo.name}" was built against shared contract major ${String(remoteMajor)}, ` +
            `but this shell runs major ${CONTRACT_MAJOR}; not loading it. Rebuild the remote against the current @codekade/shared.`,
        );
      }
      return args;
    },
  };
}
