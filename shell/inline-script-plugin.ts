import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const ENTRY_TAG = /<script defer src="(\/static\/js\/index\.[\w-]+\.js)"><\/script>/;
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;
/** The inline script's bundle, built as the `inlineScript` environment (its entry is named so). */
const INLINE_SCRIPT_FILE = /^inline-script\.[\w-]+\.js$/;

/**
 * The inline script as the body's last element: it runs when the page's HTML has been parsed, as a
 * deferred script would, but with no request of its own, so a phone's first paint waits for no round
 * trip. The composer admits it by its hash (`inlineScriptSources`). Code that could end the element
 * early fails the build.
 */
export function inlineStartScript(html: string, scriptCode: string, entryUrl: string): string {
  const code = scriptCode.replace(SOURCE_MAP_COMMENT, '');
  if (/<\/script|<!--/i.test(code))
    throw new Error('The inline script contains "</script" or "<!--"; it cannot be inlined.');
  const scriptTag = `<script data-entry="${entryUrl}">${code}</script>`;
  if (!html.includes('</body>')) throw new Error('The shell document has no </body> for the inline script.');
  return html.replace(ENTRY_TAG, '').replace('</body>', () => `${scriptTag}</body>`);
}

/**
 * After a production build, the page's one script becomes the small inline script
 * (`src/features/start-up/inline-script.ts`, built as the `inlineScript` environment), inlined; it
 * loads the federated entry named in its `data-entry` when the app is to start. Fails the build when
 * either is missing, so no page ships without an app.
 */
export function pluginInlineScript(distDir: string): RsbuildPlugin {
  return {
    name: 'codekade-inline-script',
    setup(api) {
      api.onAfterBuild(() => {
        const htmlFile = join(distDir, 'index.html');
        const html = readFileSync(htmlFile, 'utf8');
        const entry = ENTRY_TAG.exec(html)?.[1];
        const jsDir = join(distDir, 'static/js');
        const script = readdirSync(jsDir).find((file) => INLINE_SCRIPT_FILE.test(file));
        if (!entry || !script)
          throw new Error(`The shell build has no ${entry ? 'inline script' : 'entry script tag'}.`);
        writeFileSync(htmlFile, inlineStartScript(html, readFileSync(join(jsDir, script), 'utf8'), entry));
        // Inlined into every page: the file itself is never asked for.
        rmSync(join(jsDir, script));
        rmSync(join(jsDir, `${script}.map`), { force: true });
      });
    },
  };
}
