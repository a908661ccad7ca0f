/**
 * A runtime plugin of the shell (the build preset adds it): hands the shell's bundler runtime to the
 * remote entries, as federation's own plugin hands over runtime-core, so a remote entry need not
 * carry a copy (about 7 KB gzip each). Browser code in the shell's bundle.
 */
import { HANDED_BUNDLER_RUNTIME, type HandedBundlerRuntime, SHELL_RUNTIME_LEVEL } from './handover';

/** The shell's module require; the federation runtime has copied the bundler runtime onto it before `beforeInit`. */
declare const __webpack_require__: { federation: HandedBundlerRuntime };

export default function giveBundlerRuntime() {
  return {
    name: 'codekade-give-bundler-runtime',
    beforeInit<Args>(args: Args): Args {
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      const handed: HandedBundlerRuntime = { level: SHELL_RUNTIME_LEVEL, runtime, bundlerRuntime, attachShareScopeMap };
      Object.assign(globalThis, { [HANDED_BUNDLER_RUNTIME]: handed });
      return args;
    },
  };
}
