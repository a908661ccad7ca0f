// @ts-check
/**
 * The files of a new remote, from the template in platform/scaffold/remote-template/: a tree laid out
 * like the workspace (`__DIR__/` is the remote's folder, `__DIR__/e2e/` its browser spec), each file with
 * `.tmpl` added to its name so no tool of the workspace reads it as code. Placeholders, in file names
 * and texts alike: __DIR__ (mf-jobs), __NAME__ (mf_jobs), __SHORT__ (jobs), __PASCAL__ (Jobs),
 * __CAMEL__ (jobs), __BASE_PATH__ (/vacatures), __LABEL__ (Vacatures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TEMPLATE_DIR = join(import.meta.dirname, 'remote-template');
const TEMPLATE_SUFFIX = '.tmpl';

/**
 * @param {ReturnType<typeof import('./new-remote-input.mjs').namesOf>} names
 * @param {{ basePath: string, label: string }} area
 */
function placeholders(names, { basePath, label }) {
  return {
    __DIR__: names.dir,
    __NAME__: names.name,
    __SHORT__: names.short,
    __PASCAL__: names.pascal,
    __CAMEL__: names.camel,
    __BASE_PATH__: basePath,
    __LABEL__: label,
  };
}

/**
 * Every file of the new remote: its path in the workspace and its text.
 * @param {Parameters<typeof placeholders>[0]} names
 * @param {Parameters<typeof placeholders>[1]} area
 * @returns {{ path: string, text: string }[]}
 */
export function remoteFiles(names, area) {
  /** @type {Record<string, string>} */
  const values = placeholders(names, area);
  const fill = (/** @type {string} */ text) => text.replace(/__[A-Z_]+?__/g, (key) => values[key] ?? key);
  return readdirSync(TEMPLATE_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(TEMPLATE_SUFFIX))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const path = fill(relative(TEMPLATE_DIR, file).slice(0, -TEMPLATE_SUFFIX.length));
      return { path, text: fill(readFileSync(file, 'utf8')) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
