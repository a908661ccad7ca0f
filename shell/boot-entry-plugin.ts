import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const ENTRY_TAG = /<script defer src="(\/static\/js\/index\.[\w-]+\.js)"><\/script>/;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * The boot script as the body's last element: it runs when the page's HTML has been parsed, as a
 * deferred script would, but with no request of its own, so a phone's first paint waits for no round
 * trip. The composer admits it by its hash (`inlineScriptSources`). Code that could end the element
 * early fails the build.
 */
export function inlineBootScript(html: string, bootCode: string, entryUrl: string): string {
  const code = bootCode.replace(SOURCE_MAP_COMMENT, '');
  if (/<\/script|<!--/i.test(code))
    throw new Error('The boot script contains "</script" or "<!--"; it cannot be inlined.');
  const bootTag = `<script data-entry="${entryUrl}">${code}</script>`;
  if (!html.includes('</body>')) throw new Error('The shell document has no </body> for the boot script.');
  return html.replace(ENTRY_TAG, '').replace('</body>', () => `${bootTag}</body>`);
}

/**
 * After a production build, the page's one script becomes the small boot script (`src/boot.ts`,
 * built as the `boot` environment), inlined; it loads the federated entry named in its `data-entry`
 * when the app is to start. Fails the build when either is missing, so no page ships without an app.
 */
export function pluginBootEntry(distDir: string): RsbuildPlugin {
  return {
    name: 'codekade-boot-entry',
    setup(api) {
      api.onAfterBuild(() => {
        const htmlFile = join(distDir, 'index.html');
        const html = readFileSync(htmlFile, 'utf8');
        const entry = ENTRY_TAG.exec(html)?.[1];
        const jsDir = join(distDir, 'static/js');
        const boot = readdirSync(jsDir).find((file) => /^boot\.[\w-]+\.js$/.test(file));
        if (!entry || !boot) throw new Error(`The shell build has no ${entry ? 'boot script' : 'entry script tag'}.`);
        writeFileSync(htmlFile, inlineBootScript(html, readFileSync(join(jsDir, boot), 'utf8'), entry));
        // Inlined into every page: the file itself is never asked for.
        rmSync(join(jsDir, boot));
        rmSync(join(jsDir, `${boot}.map`), { force: true });
      });
    },
  };
}
