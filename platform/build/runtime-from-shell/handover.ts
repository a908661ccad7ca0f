import type * as FederationRuntime from '@module-federation/enhanced/runtime';

// The shell's federation bundler runtime as it hands it to the remote entries it loads: the parts of
// `@module-federation/webpack-bundler-runtime`'s module that hold no state. Browser code, bundled by
// the build preset: `give.ts` into the shell, `take.ts` into each remote entry.

/**
 * How much of the federation runtime the shell hands to the remote entries it loads: 1 is runtime-core
 * (federation's own plugin); 2 adds the bundler runtime with the runtime and SDK in it (these files);
 * 3 adds the pins of the remotes' files the shell checked, for their chunk loading (issue 48).
 * Every manifest names it (`buildInfo.shellRuntimeLevel`): the level a remote entry needs (0: it has
 * its own runtime) or the level the shell gives; a manifest without it is of level 1. Raise it when
 * a remote entry needs more from the shell, and release the shell first (docs/releases.md).
 */
export const SHELL_RUNTIME_LEVEL = 3;

export interface HandedBundlerRuntime {
  /** The SHELL_RUNTIME_LEVEL of the shell that handed it over. */
  level: number;
  /** The `@module-federation/runtime` module, over the runtime-core the shell hands over too. */
  runtime: typeof FederationRuntime;
  /** The bundler runtime's functions; each takes the build's `__webpack_require__` as an argument. */
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  /**
   * The `integrity` of a remote's file the entry's chunk loading adds (level 3): its pin by the version's
   * checked manifest, none for a confirmed override, else a digest no file has (`@codekade/shared/file-pins`).
   */
  chunkIntegrity: (url: string) => string;
}

/** The global the shell sets before any remote entry runs (beside runtime-core's `_FEDERATION_RUNTIME_CORE`). */
export const HANDED_BUNDLER_RUNTIME = '_CODEKADE_FEDERATION_BUNDLER_RUNTIME';
