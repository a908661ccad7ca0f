/**
 * A remote entry's own chunk loading adds each chunk and CSS file it needs at run time (a page's chunk
 * on a tap, a section below the fold) as a `<script>` or `<link>`: with this plugin each gets the
 * `integrity` the shell hands over for its URL (issue 48), the pin of that file in the version's
 * manifest, which the shell checked against the discovery document before the entry ran. Rspack's own
 * hooks for that code (`RuntimePlugin.getCompilationHooks(compilation).createScript` / `createLink`,
 * the ones its SubresourceIntegrityPlugin uses), so nothing is patched. Not Rsbuild's `security.sri`:
 * it carries every chunk's digest in the entry (+2.7 to +3.2 KB gzip on every page's first load,
 * measured on mf-home), while the manifest the shell reads anyway pins them all already.
 */
import { type Rspack, rspack } from '@rsbuild/core';

/**
 * The integrity the shell hands over for a URL (`chunkIntegrity` of the bundler runtime, take.ts): the
 * file's pin, none for a developer's override, or a digest no file has, so a file without a pin never runs.
 */
const integrityOf = (url: string) => `__webpack_require__.federation.chunkIntegrity(${url})`;

export function pinnedChunkLoadsPlugin(containerName: string) {
  return {
    name: 'CodekadePinnedChunkLoads',
    apply(compiler: Rspack.Compiler) {
      compiler.hooks.compilation.tap('CodekadePinnedChunkLoads', (compilation) => {
        const hooks = rspack.RuntimePlugin.getCompilationHooks(compilation);
        // Only the container's runtime runs on the shell's hand-over; the build's own entry never loads there.
        const ofContainer = (chunk: { name?: string | null }) => chunk.name === containerName;
        hooks.createScript.tap('CodekadePinnedChunkLoads', (code, chunk) =>
          ofContainer(chunk)
            ? `${code}\nscript.crossOrigin = 'anonymous';\nscript.integrity = ${integrityOf('script.src')};`
            : code,
        );
        hooks.createLink.tap('CodekadePinnedChunkLoads', (code, chunk) =>
          ofContainer(chunk)
            ? `${code}\nlinkTag.crossOrigin = 'anonymous';\nlinkTag.integrity = ${integrityOf('linkTag.href')};`
            : code,
        );
      });
    },
  };
}
