/**
 * Where a release reads the live release's ledger and kept files from: the live site over HTTPS
 * (`pnpm deploy:*`) or the folder the local hosting serves (`npm start`, the tests). Same answers:
 * no ledger yet is a first release; a ledger that cannot be read stops the release.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isVersionId, VERSION_MANIFEST_FILE } from '@codekade/shared/versions';
import {
  hashedFilesOf,
  KEEP_WINDOW_DAYS,
  parseLedger,
  prepareRelease,
  RELEASE_LEDGER_FILE,
} from './release-ledger.mjs';
import { parseVersions, VERSIONS_FILE } from './release-versions.mjs';

const REQUEST_TIMEOUT_MS = 15_000;

/** The ledger a live site publishes at `baseUrl`; undefined when it has none yet (404). */
export function readLiveLedger(baseUrl) {
  return readLiveJson(baseUrl, RELEASE_LEDGER_FILE, parseLedger);
}

/**
 * A JSON file a live site publishes at its root, parsed by `parse`; undefined when it has none (404,
 * or the single-page fallback's HTML), an error for any other failure.
 */
async function readLiveJson(baseUrl, file, parse) {
  const url = new URL(file, baseUrl).href;
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  // Before the first release, a site answers with its not-found page or its single-page fallback (HTML).
  const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
  if (response.status === 404 || (response.ok && isPage)) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.ok) throw new Error(`Reading ${url} failed (HTTP ${response.status}); not releasing without it.`);
  return parse(await response.json());
}

/** The versions a live remote site publishes (versions.json); undefined before its first versioned release. */
export const readLiveVersions = (baseUrl) => readLiveJson(baseUrl, VERSIONS_FILE, parseVersions);

/** The build id of the build at a live site's root (its manifest); undefined when it names none. */
export const readLiveBuildId = (baseUrl) =>
  readLiveJson(baseUrl, VERSION_MANIFEST_FILE, (manifest) => {
    const id = manifest?.metaData?.buildInfo?.buildId;
    return isVersionId(id) ? id : undefined;
  });

/** Reads one kept file from the live site; undefined when it is gone. */
export function liveFileReader(baseUrl) {
  return async (path) => {
    const response = await fetch(new URL(path, baseUrl), { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Reading ${path} from ${baseUrl} failed (HTTP ${response.status}).`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/**
 * The ledger of a release folder the local hosting serves. A plain build (the one `npm start` began
 * with) has none yet: its own hashed files are then its one release, as Hosting's file list would say.
 */
export function readFolderLedger(dir) {
  const path = join(dir, RELEASE_LEDGER_FILE);
  if (existsSync(path)) return parseLedger(JSON.parse(readFileSync(path, 'utf8')));
  const files = hashedFilesOf(dir);
  if (files.length === 0) return undefined;
  return {
    windowDays: KEEP_WINDOW_DAYS,
    releases: [{ id: 'initial-build', releasedAt: statSync(dir).mtime.toISOString(), files }],
  };
}

/** Reads one kept file from a served release folder; undefined when it is gone. */
export function folderFileReader(dir) {
  return async (path) => {
    const file = join(dir, path);
    return existsSync(file) ? readFileSync(file) : undefined;
  };
}

/**
 * Makes the build in `releaseDir` the next release of the live site at `liveUrl`: reads its ledger
 * and copies its kept files in (see release-ledger.mjs). Runs right before `firebase deploy`.
 */
export async function prepareReleaseFromLive(releaseDir, liveUrl) {
  const baseUrl = `${liveUrl.replace(/\/+$/, '')}/`;
  const liveLedger = await readLiveLedger(baseUrl);
  if (!liveLedger) console.log(`${baseUrl} publishes no ${RELEASE_LEDGER_FILE} yet: a first release keeps nothing.`);
  return prepareRelease({ releaseDir, liveLedger, readLiveFile: liveFileReader(baseUrl) });
}
