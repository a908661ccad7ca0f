/**
 * The shell's own chunk loading (issue 48): each chunk and stylesheet its entry adds at run time (the
 * app, the shared packages, a feature on first use) gets the `integrity` its page pins for it, through
 * the function the page's inline script installs from the pins its build wrote into the document
 * (`shell/shell-pins-plugin.ts`, `shell/src/features/start-up/shell-pins.ts`). Rspack's own hooks, as
 * for the remotes' chunk loading (pinned-chunk-loads-plugin.ts). Without that function (a document
 * without pins) a file gets a digest no file has: it never runs.
 */

import { MATCHES_NO_FILE } from '@codekade/shared/file-pins';
import { SHELL_PIN_FUNCTION } from '@codekade/shared/integrity';
import { type Rspack, rspack } from '@rsbuild/core';

const integrityOf = (url: string) =>
  `typeof ${SHELL_PIN_FUNCTION} === 'function' ? ${SHELL_PIN_FUNCTION}(${url}) : '${MATCHES_NO_FILE}'`;

export function pinnedShellChunkLoadsPlugin() {
  return {
    name: 'CodekadePinnedShellChunkLoads',
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.compilation.tap('CodekadePinnedShellChunkLoads', (compilation) => {
        const hooks = rspack.RuntimePlugin.getCompilationHooks(compilation);
        hooks.createScript.tap(
          'CodekadePinnedShellChunkLoads',
          (code) => `${code}\nscript.integrity = ${integrityOf('script.src')};`,
        );
        hooks.createLink.tap(
          'CodekadePinnedShellChunkLoads',
          (code) => `${code}\nlinkTag.integrity = ${integrityOf('linkTag.href')};`,
        );
      });
    },
  };
}
