/** The composer as the servers use it: the shell's built files read from its dist folder once per release. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { DISCOVERY_FORMAT, DISCOVERY_PATH } from '@codekade/shared/discovery';
import { listedRemotesFromManifests } from '../src/lib/valid-override';
import { createComposer } from './composer';
import type { ComposerOptions } from './composer-options';
import { discoveryFromFile, discoveryFromUrl } from './discovery-source';
import { requestHasOverrides, withDeveloperEntry } from './override-session';

/** A document with no areas: what the composer uses before a good one was read (layout and 404 page only). */
const NO_AREAS_DOCUMENT = { format: DISCOVERY_FORMAT, remotes: [] };

/** The discovery document's file name in a folder that holds it. */
const DISCOVERY_FILE = DISCOVERY_PATH.slice(1);

export { COMPOSITION_HEADER, type ComposedResponse } from './composer-answers';
export { createFirestoreRest } from './firestore/firestore-rest';
export { createMeasurements, readVersionFigures, versionsBeaconsMayName } from './measurements';
// The bench mints the tokens of pages it loads no further than their token, as the composer would.
export { createPageTokens } from './measurements/page-token';
export { productionPageHeaders } from './page-headers';
export { createRolloutSource } from './rollout-source';
// What the local servers and `pnpm deploy:shell` read the composer's settings with, from this build.
export { composerServiceEnvironment, readLocalCompositionSettings, readLocalTokenSecret } from './settings';

async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** How often the dist folder is looked at for a new release (a deploy in place, a rebuild). */
const RELEASE_CHECK_MS = 1000;

/**
 * A key that changes when the release's files do: sizes and modification times of index.html (a new
 * build names new hashed files) and the discovery document. Looked up at most once per RELEASE_CHECK_MS.
 */
function releaseKeyOf(files: () => string[]): () => Promise<string> {
  let checked: { at: number; key: Promise<string> } | undefined;
  const read = async () => {
    const named = files();
    const stats = await Promise.all(named.map((file) => stat(file)));
    return stats.map((file, index) => `${named[index]}:${file.mtimeMs}:${file.size}`).join(' ');
  };
  return () => {
    if (!checked || Date.now() - checked.at >= RELEASE_CHECK_MS) {
      const key = read();
      checked = { at: Date.now(), key };
      key.catch(() => {
        if (checked?.key === key) checked = undefined;
      });
    }
    return checked.key;
  };
}

type FileComposerOptions = Omit<ComposerOptions, 'readTemplate' | 'readShellCss' | 'readDiscovery' | 'releaseKey'> & {
  /** The shell's dist folder: index.html and static/css. */
  distDir: string;
  /**
   * The discovery document's file (docs/discovery.md), released apart from the shell: a path, or a
   * function naming the live one (the local hosting's release folder). Default: discovery.json in the
   * dist folder.
   */
  discoveryFile?: string | (() => string);
  /** Replaces the discovery document's file (a local site on other ports). */
  discovery?: unknown;
  /**
   * Where the live discovery document is released on its own (production: its Hosting site,
   * docs/discovery.md): fetched with the release check, the file above kept until one arrives.
   */
  discoveryUrl?: string;
};

/** The shell's developer entry (built into `dist/developer/`), as the page names it; undefined without one. */
async function developerEntryOf(distDir: string): Promise<string | undefined> {
  const folder = 'developer/static/js';
  const files = await readdir(join(distDir, folder)).catch(() => []);
  const entry = files.find((file) => /^developer\.[\w-]+\.js$/.test(file));
  return entry && `/${folder}/${entry}`;
}

/** The request a page answers, as far as the composer reads it: a developer's override (override-session.ts). */
export type PageRequest = Parameters<typeof requestHasOverrides>[0];

/**
 * Reads the shell's files once per release, and again within a second of a new deploy in place. A
 * page for a browser with a developer's override names the shell's developer entry.
 */
export function createFileComposer(options: FileComposerOptions) {
  const compose = createFileInputsComposer(options);
  const composeFor = async (path: string, origin: string, search = '', request?: PageRequest) => {
    const composed = await compose(path, origin, search);
    const listed = listedRemotesFromManifests(composed.discoveredManifests ?? {});
    if (!request || !requestHasOverrides(request, listed)) return composed;
    const developerEntry = await developerEntryOf(options.distDir);
    return developerEntry ? withDeveloperEntry(composed, developerEntry) : composed;
  };
  return Object.assign(composeFor, {
    warm: compose.warm,
    liveVersion: compose.liveVersion,
    keptVersions: compose.keptVersions,
  });
}

export type FileComposer = ReturnType<typeof createFileComposer>;

/** Reads the shell's files and the discovery document once per release, and again within a second of a new one. */
function createFileInputsComposer({
  distDir,
  discovery,
  discoveryFile,
  discoveryUrl,
  ...options
}: FileComposerOptions) {
  const documentFile = () =>
    typeof discoveryFile === 'function' ? discoveryFile() : (discoveryFile ?? join(distDir, DISCOVERY_FILE));
  const readDocumentFile = async () => discovery ?? (JSON.parse(await readFile(documentFile(), 'utf8')) as unknown);
  const releaseFiles = releaseKeyOf(() => [join(distDir, 'index.html')]);
  // The document's file is hostile input as the fetched one is: a bad release of it keeps the last good one.
  const released =
    discoveryUrl !== undefined
      ? discoveryFromUrl({ url: discoveryUrl, fetch: options.fetch, fallback: readDocumentFile, warn: options.warn })
      : discovery === undefined
        ? discoveryFromFile({ file: documentFile, fallback: async () => NO_AREAS_DOCUMENT, warn: options.warn })
        : undefined;
  return createComposer({
    ...options,
    readTemplate: () => readFile(join(distDir, 'index.html'), 'utf8'),
    readShellCss: async () =>
      Promise.all(
        (await cssFiles(join(distDir, 'static/css'))).map(async (file) => ({
          // As the chunk loader names it (relative to the public path, '/').
          file: relative(distDir, file).split(sep).join('/'),
          css: await readFile(file, 'utf8'),
        })),
      ),
    readDiscovery: released ? released.read : readDocumentFile,
    releaseKey: released ? async () => `${await releaseFiles()} ${await released.key()}` : releaseFiles,
  });
}
