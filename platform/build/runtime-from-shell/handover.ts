import type * as FederationRuntime from '@module-federation/enhanced/runtime';

/**
 * The shell's federation bundler runtime as it hands it to the remote entries it loads: the parts of
 * `@module-federation/webpack-bundler-runtime`'s module that hold no state. Browser code, bundled by
 * the build preset: `give.ts` into the shell, `take.ts` into each remote entry.
 */
export interface HandedBundlerRuntime {
  /** The `@module-federation/runtime` module, over the runtime-core the shell hands over too. */
  runtime: typeof FederationRuntime;
  /** The bundler runtime's functions; each takes the build's `__webpack_require__` as an argument. */
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

/** The global the shell sets before any remote entry runs (beside runtime-core's `_FEDERATION_RUNTIME_CORE`). */
export const HANDED_BUNDLER_RUNTIME = '_CODEKADE_FEDERATION_BUNDLER_RUNTIME';
