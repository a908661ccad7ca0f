/** The composer as the servers use it: the shell's built files read from its dist folder on each request. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ComposerOptions, createComposer } from './composer';

export { COMPOSITION_HEADER, type ComposedResponse } from './composer';
export { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
export { withOverrideSession } from './override-session';

async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

type FileComposerOptions = Omit<ComposerOptions, 'readTemplate' | 'readShellCss' | 'readRemotesConfig'> & {
  /** The shell's dist folder: index.html, static/css and remotes.json. */
  distDir: string;
  /** Replaces the dist folder's remotes.json (a local site on other ports). */
  remotesConfig?: unknown;
};

/** Reads per request, so a new deploy of the shell's files is served at once, as hosting does. */
export function createFileComposer({ distDir, remotesConfig, ...options }: FileComposerOptions) {
  return createComposer({
    ...options,
    readTemplate: () => readFile(join(distDir, 'index.html'), 'utf8'),
    readShellCss: async () => {
      const contents = await Promise.all(
        (await cssFiles(join(distDir, 'static/css'))).map((file) => readFile(file, 'utf8')),
      );
      return [...new Set(contents)].join('\n');
    },
    readRemotesConfig: async () =>
      remotesConfig ?? (JSON.parse(await readFile(join(distDir, 'remotes.json'), 'utf8')) as unknown),
  });
}
