/**
 * What a remote entry built for the shell has in place of `@module-federation/webpack-bundler-runtime`
 * (the build preset aliases the package's entries to this file, federation-runtime.ts): the shell's
 * copy, handed over by `give.ts`. Browser code in the remote entry; it runs when the shell runs the
 * entry, after the shell's runtime started.
 */
import { type Consumes, consumesInSlices } from './consumes-in-slices';
import { containerInit } from './container-init';
import { HANDED_BUNDLER_RUNTIME, type HandedBundlerRuntime, SHELL_RUNTIME_LEVEL } from './handover';
import { initContainerEntry } from './init-container-entry';

const handed = (globalThis as Record<string, unknown>)[HANDED_BUNDLER_RUNTIME] as HandedBundlerRuntime | undefined;
if (!handed || handed.level < SHELL_RUNTIME_LEVEL) {
  // A shell released after its remotes, or rolled back past them (`pnpm check:remote` and the release
  // order prevent it): the entry stops here, and the shell handles it as any remote that fails to
  // load (the page keeps its server HTML).
  throw new Error(
    `This remote entry needs the shell's federation runtime of level ${SHELL_RUNTIME_LEVEL}; this page's shell gives ${handed?.level ?? 1}. Release the shell first.`,
  );
}

/**
 * The bundler runtime module's default export, as the entry reads it (it copies each key onto its own
 * `__webpack_require__.federation`). What holds state is this build's own, as with a copy of the
 * module: its share scope `S` and its options. The runtime's `init` is this container's (see
 * `containerInit`), and `initContainerEntry` this build's (init-container-entry.ts): the shell exposes
 * nothing, so its build left that function out. Its `consumes` asks for shared modules in short tasks
 * (consumes-in-slices.ts). Its `chunkIntegrity` is what the entry's chunk loading gives each file it
 * adds (pinned-chunk-loads-plugin.ts).
 */
export default {
  runtime: { ...handed.runtime, init: containerInit(handed.runtime) },
  attachShareScopeMap: handed.attachShareScopeMap,
  chunkIntegrity: handed.chunkIntegrity,
  bundlerRuntime: {
    ...handed.bundlerRuntime,
    S: {},
    initContainerEntry,
    consumes: consumesInSlices(handed.bundlerRuntime.consumes as Consumes),
  },
  bundlerRuntimeOptions: {},
};
