/**
 * A remote's versions on its Hosting site (issue 31): every release publishes each version still
 * needed, whole, under `v/<build id>/` (its own mf-manifest.json, whose publicPath `auto` resolves to
 * that folder, its entry, chunks and prerendered fragments), and the stable version again at the
 * root, where remotes.json points. A Hosting release is one complete folder, so each release carries
 * the versions of the live one it still needs: the ones the rollout names (stable, candidate) and the
 * ones retired less than the keep window ago (pages pinned to them keep loading). `versions.json` at
 * the root lists them with their files; the next release reads it back from the live site (or the
 * local hosting's folder), as the release ledger does for the root's hashed files.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  isVersionId,
  VERSION_MANIFEST_FILE,
  VERSIONS_FILE,
  VERSIONS_FOLDER,
  versionFolder,
} from '@codekade/shared/versions';
import { KEEP_WINDOW_MS, prepareRelease, RELEASE_LEDGER_FILE } from './release-ledger.mjs';

export { VERSIONS_FILE };
/** Retired versions kept at most, newest first, however young: a release must not grow for ever. */
export const MAX_RETIRED_VERSIONS = 10;
const MAX_VERSIONS = 100;
const MAX_FILES_PER_VERSION = 5000;
/** A relative path whose every segment starts with a letter, digit, `_`, `@` or `-`: never `.` or `..`. */
const VERSION_FILE_PATH = /^(?:[\w@-][\w.@-]{0,199}\/){0,20}[\w@-][\w.@-]{0,199}$/;
/** What only a release as a whole has, or Hosting does not publish: never part of a version. */
const RELEASE_FILES = new Set([RELEASE_LEDGER_FILE, VERSIONS_FILE, 'mf-stats.json']);

/**
 * @typedef {{ id: string, publishedAt: string, retiredAt?: string, files: string[] }} PublishedVersion
 * @typedef {{ versions: PublishedVersion[] }} VersionsList
 */

const isTime = (value) => typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value));

/** The files of a build folder that make its version, as posix paths relative to it. */
export function versionFilesOf(buildDir) {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !RELEASE_FILES.has(path) && !path.startsWith(`${VERSIONS_FOLDER}/`))
    .sort();
}

/** The build id a build folder's manifest names (its version), or undefined. */
export function buildIdOf(dir) {
  const file = join(dir, VERSION_MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const id = JSON.parse(readFileSync(file, 'utf8'))?.metaData?.buildInfo?.buildId;
    return isVersionId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A versions list read from a live site is hostile data: anything that is not a list of versions
 * with valid ids, times and safe relative paths is refused with an English reason, so a release
 * never copies a path it should not.
 * @returns {VersionsList}
 */
export function parseVersions(json) {
  const versions = /** @type {{ versions?: unknown } | undefined} */ (json)?.versions;
  if (!Array.isArray(versions) || versions.length > MAX_VERSIONS) {
    throw new Error(`${VERSIONS_FILE} has no list of versions (or more than ${MAX_VERSIONS}).`);
  }
  const seen = new Set();
  return {
    versions: versions.map((version, index) => {
      const { id, publishedAt, retiredAt, files } = version ?? {};
      const where = `${VERSIONS_FILE}, version ${index}`;
      if (!isVersionId(id)) throw new Error(`${where}: its id is not a version id.`);
      if (seen.has(id)) throw new Error(`${where}: ${id} is listed twice.`);
      seen.add(id);
      if (!isTime(publishedAt)) throw new Error(`${where}: publishedAt is not a time.`);
      if (retiredAt !== undefined && !isTime(retiredAt)) throw new Error(`${where}: retiredAt is not a time.`);
      if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES_PER_VERSION) {
        throw new Error(`${where}: no file list.`);
      }
      for (const file of files) {
        if (typeof file !== 'string' || !VERSION_FILE_PATH.test(file)) {
          throw new Error(`${where}: "${String(file).slice(0, 80)}" is not a file path inside the version.`);
        }
      }
      if (!files.includes(VERSION_MANIFEST_FILE)) throw new Error(`${where}: it has no ${VERSION_MANIFEST_FILE}.`);
      return { id, publishedAt, ...(retiredAt ? { retiredAt } : {}), files: [...files] };
    }),
  };
}

/**
 * Which versions the next release publishes: the new build's (if any), every version `named` (the
 * rollout's stable and candidate) and the other live versions retired less than `windowMs` ago (at
 * most MAX_RETIRED_VERSIONS); a live version no longer named is retired now. Pure, so the window is
 * unit-tested. Throws when a named version is neither the new build nor live.
 * @param {{ live: VersionsList | undefined, named: string[], added?: { id: string, files: string[] }, now: Date, windowMs?: number }} options
 * @returns {{ versions: PublishedVersion[], carried: PublishedVersion[], dropped: PublishedVersion[] }}
 */
export function planVersions({ live, named, added, now, windowMs = KEEP_WINDOW_MS }) {
  const nowIso = now.toISOString();
  const wanted = new Set(named);
  const earlier = (live?.versions ?? []).filter((version) => version.id !== added?.id);
  const kept = [];
  const retired = [];
  for (const version of earlier) {
    if (wanted.has(version.id)) {
      const { retiredAt: _, ...named } = version;
      kept.push(named);
    } else retired.push(version.retiredAt ? version : { ...version, retiredAt: nowIso });
  }
  const young = retired
    .filter((version) => now.getTime() - Date.parse(version.retiredAt) < windowMs)
    .sort((a, b) => Date.parse(b.retiredAt) - Date.parse(a.retiredAt))
    .slice(0, MAX_RETIRED_VERSIONS);
  const carried = [...kept, ...young];
  const present = new Set([...carried.map((version) => version.id), ...(added ? [added.id] : [])]);
  const absent = named.filter((id) => !present.has(id));
  if (absent.length > 0) {
    throw new Error(
      `The live site does not publish version ${absent.join(', ')} (${VERSIONS_FILE}); ` +
        'release a build of it to everyone first (pnpm deploy:remote).',
    );
  }
  return {
    versions: [...(added ? [{ id: added.id, publishedAt: nowIso, files: [...added.files] }] : []), ...carried],
    carried,
    dropped: retired.filter((version) => !young.includes(version)),
  };
}

/**
 * Assembles the next release of a remote's site in the empty folder `releaseDir`: the new build
 * (if any) as its version, the live versions still needed (read with `readLiveFile`, paths relative to
 * the live site), `rootVersion` again at the root, the root's kept hashed files and ledger
 * (`prepareRelease`), and versions.json.
 * @param {{
 *   releaseDir: string,
 *   build?: { dir: string, id: string },
 *   rootVersion: string,
 *   named: string[],
 *   liveVersions: VersionsList | undefined,
 *   liveLedger: import('./release-ledger.mjs').ReleaseLedger | undefined,
 *   readLiveFile: (path: string) => Promise<Uint8Array | undefined>,
 *   now?: Date,
 *   windowMs?: number,
 *   log?: (line: string) => void,
 * }} options
 */
export async function assembleRelease({
  releaseDir,
  build,
  rootVersion,
  named,
  liveVersions,
  liveLedger,
  readLiveFile,
  now = new Date(),
  windowMs = KEEP_WINDOW_MS,
  log = console.log,
}) {
  const wanted = [...new Set([rootVersion, ...named])];
  const added = build ? { id: build.id, files: versionFilesOf(build.dir) } : undefined;
  const plan = planVersions({ live: liveVersions, named: wanted, added, now, windowMs });
  mkdirSync(releaseDir, { recursive: true });
  if (build && added)
    cpSync(build.dir, join(releaseDir, versionFolder(build.id)), {
      recursive: true,
      filter: (path) => {
        const inside = relative(build.dir, path).split(sep).join('/');
        return inside === '' || !RELEASE_FILES.has(inside);
      },
    });
  const incomplete = [];
  for (const version of plan.carried) {
    let complete = true;
    for (const file of version.files) {
      const path = `${versionFolder(version.id)}${file}`;
      const content = await readLiveFile(path);
      if (content === undefined) {
        complete = false;
        break;
      }
      mkdirSync(dirname(join(releaseDir, path)), { recursive: true });
      writeFileSync(join(releaseDir, path), content);
    }
    if (!complete) incomplete.push(version.id);
  }
  const incompleteNamed = incomplete.filter((id) => wanted.includes(id));
  if (incompleteNamed.length > 0) {
    throw new Error(`The live site misses files of version ${incompleteNamed.join(', ')}; not releasing without them.`);
  }
  if (incomplete.length > 0)
    log(`! Retired versions no longer complete on the live site are left out: ${incomplete.join(', ')}`);
  const versions = plan.versions.filter((version) => !incomplete.includes(version.id));
  // The root is the stable version again, file for file.
  cpSync(join(releaseDir, versionFolder(rootVersion)), releaseDir, { recursive: true });
  const ledger = await prepareRelease({ releaseDir, liveLedger, readLiveFile, now, windowMs, log });
  writeFileSync(join(releaseDir, VERSIONS_FILE), `${JSON.stringify({ versions }, null, 2)}\n`);
  log(
    `Versions: ${versions.map((version) => version.id).join(', ')} (root: ${rootVersion}); ` +
      `${plan.dropped.length + incomplete.length} retired versions dropped.`,
  );
  return { versions, dropped: [...plan.dropped.map((version) => version.id), ...incomplete], ledger };
}

/**
 * The versions of a release folder the local hosting serves, and how to read their files. A plain
 * build (no versions.json: what `npm start` began with before the first release) is its one version,
 * its files at the root.
 * @param {string} dir
 * @returns {{ versions: VersionsList | undefined, readFile: (path: string) => Promise<Uint8Array | undefined> }}
 */
export function folderVersions(dir) {
  const file = join(dir, VERSIONS_FILE);
  const read = async (path) => {
    const target = join(dir, path);
    return relative(dir, target).startsWith('..') || !existsSync(target) ? undefined : readFileSync(target);
  };
  if (existsSync(file)) return { versions: parseVersions(JSON.parse(readFileSync(file, 'utf8'))), readFile: read };
  const id = buildIdOf(dir);
  if (!id) return { versions: undefined, readFile: read };
  const prefix = versionFolder(id);
  return {
    versions: { versions: [{ id, publishedAt: statSync(dir).mtime.toISOString(), files: versionFilesOf(dir) }] },
    readFile: (path) => read(path.startsWith(prefix) ? path.slice(prefix.length) : path),
  };
}
