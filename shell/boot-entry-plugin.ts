import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

const ENTRY_TAG = /<script defer src="(\/static\/js\/index\.[\w-]+\.js)"><\/script>/;

/**
 * After a production build, the page's one script becomes the small boot script (`src/boot.ts`,
 * built as the `boot` environment), which loads the federated entry named in its `data-entry` when
 * the app is to start. Fails the build when either file is missing, so no page ships without an app.
 */
export function pluginBootEntry(distDir: string): RsbuildPlugin {
  return {
    name: 'codekade-boot-entry',
    setup(api) {
      api.onAfterBuild(() => {
        const htmlFile = join(distDir, 'index.html');
        const html = readFileSync(htmlFile, 'utf8');
        const entry = ENTRY_TAG.exec(html)?.[1];
        const boot = readdirSync(join(distDir, 'static/js')).find((file) => /^boot\.[\w-]+\.js$/.test(file));
        if (!entry || !boot) throw new Error(`The shell build has no ${entry ? 'boot script' : 'entry script tag'}.`);
        const bootTag = `<script defer src="/static/js/${boot}" data-entry="${entry}"></script>`;
        writeFileSync(
          htmlFile,
          html.replace(ENTRY_TAG, () => bootTag),
        );
      });
    },
  };
}
