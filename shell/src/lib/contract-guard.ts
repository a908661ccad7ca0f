import { CONTRACT_MAJOR, SHELL_RUNTIME_LEVEL } from '@codekade/shared/contract';
import { manifestBuildInfo } from '@codekade/shared/remote-manifest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The shared-contract major a remote's manifest says it was built against (see the build preset). */
export function contractMajorOf(manifest: unknown): number | undefined {
  return manifestBuildInfo(manifest).sharedContractMajor;
}

/** The shell runtime level a remote's entry needs; a manifest from before the level was written needs 1. */
export function shellRuntimeLevelOf(manifest: unknown): number {
  return manifestBuildInfo(manifest).shellRuntimeLevel ?? 1;
}

/**
 * Refuses a remote built against another major version of @codekade/shared, or one whose entry needs
 * more of the federation runtime than this shell hands over, before any of its code runs: the page
 * area shows the fallback instead of the site crashing on a changed contract or a missing runtime.
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
      const runtimeLevel = shellRuntimeLevelOf(args.manifestJson);
      if (runtimeLevel > SHELL_RUNTIME_LEVEL) {
        throw new Error(
          `Remote "${args.moduleInfo.name}" needs the shell's federation runtime of level ${runtimeLevel}, ` +
            `but this shell gives level ${SHELL_RUNTIME_LEVEL}; not loading it. Release the shell first.`,
        );
      }
      return args;
    },
  };
}
