import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesBelow, sha384Of } from '@codekade/platform/integrity-pins';
import { SHELL_PINS_ELEMENT_ID } from '@codekade/shared/integrity';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The inline script's entry attribute (shell/inline-script-plugin.ts), with the entry's path. */
const ENTRY_ATTRIBUTE = /<script data-entry="\/(static\/js\/index\.[\w-]+\.js)"/;
/** What the shell's entry loads by itself: its chunks and stylesheets (not the developer entry's, never pinned). */
const LOADED_BY_ENTRY = /^static\/(?:js\/.+\.js|css\/.+\.css)$/;

/**
 * The shell's document with its own files pinned (issue 48, docs/integrity.md): the inline script's
 * `data-entry-integrity` is the entry's digest, and a JSON element just before it gives every other
 * script and stylesheet the entry may load (path from the site's root → digest; at the body's end, so
 * the first paint never waits for its bytes). Every page the
 * composer serves is made from this document, so the pins come from the build the composer ships with,
 * never from the site that serves the files.
 */
export function pinShellDocument(html: string, pins: ReadonlyMap<string, string>): string {
  const entry = ENTRY_ATTRIBUTE.exec(html)?.[1];
  const entryPin = entry === undefined ? undefined : pins.get(entry);
  if (!entryPin) throw new Error('The shell document names no entry (data-entry) that its build pins.');
  const filePins = Object.fromEntries([...pins].map(([path, pin]) => [`/${path}`, pin]));
  const pinsElement = `<script type="application/json" id="${SHELL_PINS_ELEMENT_ID}">${JSON.stringify(filePins)}</script>`;
  return html.replace(ENTRY_ATTRIBUTE, (attribute) => `${pinsElement}${attribute} data-entry-integrity="${entryPin}"`);
}

/** The digest of each file of `distDir` the shell's entry loads, by its path in the folder. */
export function shellFilePins(distDir: string): Map<string, string> {
  const loaded = filesBelow(distDir).filter((path) => LOADED_BY_ENTRY.test(path));
  return new Map(loaded.map((path) => [path, sha384Of(readFileSync(join(distDir, path)))]));
}

/**
 * After a production build, once the inline script is in index.html (`order: 'post'`): the shell's own
 * files pinned in it. The files are final by then; nothing writes them after this step.
 */
export function pluginShellPins(distDir: string): RsbuildPlugin {
  return {
    name: 'codekade-shell-pins',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: () => {
          const htmlFile = join(distDir, 'index.html');
          writeFileSync(htmlFile, pinShellDocument(readFileSync(htmlFile, 'utf8'), shellFilePins(distDir)));
        },
      });
    },
  };
}
