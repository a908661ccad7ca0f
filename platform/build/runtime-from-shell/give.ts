/**
 * A runtime plugin of the shell (the build preset adds it): hands the shell's bundler runtime to the
 * remote entries, as federation's own plugin hands over runtime-core, so a remote entry need not
 * carry a copy (about 7 KB gzip each). Browser code in the shell's bundle.
 */
import { chunkIntegrity } from '@codekade/shared/file-pins';
import { type Consumes, consumesInSlices } from './consumes-in-slices';
import { HANDED_BUNDLER_RUNTIME, type HandedBundlerRuntime, SHELL_RUNTIME_LEVEL } from './handover';

/** The shell's module require; the federation runtime has copied the bundler runtime onto it before `beforeInit`. */
declare const __webpack_require__: { federation: HandedBundlerRuntime };

export default function giveBundlerRuntime() {
  return {
    name: 'codekade-give-bundler-runtime',
    beforeInit<Args>(args: Args): Args {
      // Once: the runtime may start again (a remote registered afresh), the hand-over stands.
      if (HANDED_BUNDLER_RUNTIME in globalThis) return args;
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      // The remote entries wrap the library's functions themselves (take.ts).
      const library = { ...bundlerRuntime };
      const handed: HandedBundlerRuntime = {
        level: SHELL_RUNTIME_LEVEL,
        runtime,
        bundlerRuntime: library,
        attachShareScopeMap,
        chunkIntegrity,
      };
      Object.assign(globalThis, { [HANDED_BUNDLER_RUNTIME]: handed });
      // The shell's own chunks ask for their shared modules in short tasks too; its entry reads the
      // function from here at each call.
      bundlerRuntime.consumes = consumesInSlices(library.consumes as Consumes);
      return args;
    },
  };
}
