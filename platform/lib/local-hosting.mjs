/**
 * `npm start`'s hosting of the remotes, kept on disk so a command in another process releases to it
 * the way `firebase deploy` releases to Firebase Hosting: each release is a complete folder
 * (`<dir>/<target>/releases/<n>/`) and a pointer file (`live`) names the one that is served; the
 * server reads the pointer again whenever it changes. At the start `npm start` releases each remote's
 * fresh build as release 1 (root and `v/<build id>/`, as `pnpm deploy:remote` would), so a later
 * build in the app's dist folder changes nothing live until it is released.
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { portBase as defaultPortBase } from './apps.mjs';
import { readLocalSettings } from './local-settings.mjs';
import { readFolderLedger } from './release-sources.mjs';
import { assembleRelease, buildIdOf, folderVersions } from './release-versions.mjs';
import { repoRoot } from './run.mjs';

const RELEASE_NAME = /^\d{1,9}$/;

/**
 * Where the local hosting keeps its releases: LOCAL_HOSTING_DIR, else per port base under .data, so
 * two sites on other ports (tests beside `npm start`) never share one.
 */
export function localHostingDir(env = process.env, portBase = defaultPortBase) {
  const { localHostingDir: configured } = readLocalSettings(env);
  return configured ? resolve(configured) : join(repoRoot, '.data', 'local-hosting', String(portBase));
}

/** One hosting target's site in `hostingDir`. */
export function localSite(hostingDir, target) {
  const dir = join(hostingDir, target);
  return { target, dir, releasesDir: join(dir, 'releases'), pointerFile: join(dir, 'live') };
}

/** The folder of the live release, or undefined before the first release. */
export function liveReleaseDir(site) {
  if (!existsSync(site.pointerFile)) return undefined;
  const name = readFileSync(site.pointerFile, 'utf8').trim();
  if (!RELEASE_NAME.test(name)) throw new Error(`${site.pointerFile} names no release ("${name.slice(0, 40)}").`);
  return join(site.releasesDir, name);
}

function nextReleaseName(site) {
  const names = existsSync(site.releasesDir)
    ? readdirSync(site.releasesDir)
        .filter((name) => RELEASE_NAME.test(name))
        .map(Number)
    : [];
  return String(Math.max(0, ...names) + 1);
}

/**
 * Publishes a release: `assemble(folder)` fills a new, empty release folder, which then goes live in
 * one step (the pointer is replaced by a rename, so the server never reads half a name).
 * @param {ReturnType<typeof localSite>} site
 * @param {(releaseDir: string) => Promise<unknown>} assemble
 */
export async function publishLocalRelease(site, assemble) {
  const name = nextReleaseName(site);
  const staging = join(site.releasesDir, `${name}.assembling`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const result = await assemble(staging);
    renameSync(staging, join(site.releasesDir, name));
    writeFileSync(`${site.pointerFile}.next`, `${name}\n`);
    renameSync(`${site.pointerFile}.next`, site.pointerFile);
    return { name, dir: join(site.releasesDir, name), result };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The hosting site of a release command against the local hosting (see release-targets.mjs): the live
 * release folder is read as the live site, a new release is published by the pointer.
 * @param {ReturnType<typeof localSite>} site
 */
export function localHostingTarget(site) {
  const live = () => {
    const dir = liveReleaseDir(site);
    if (!dir)
      throw new Error(
        `The local hosting has no release of ${site.target} in ${site.dir}: start the site (npm start) first.`,
      );
    return dir;
  };
  return {
    describe: `the local hosting of ${site.target} (${site.dir})`,
    async readLive() {
      const dir = live();
      const { versions, readFile } = folderVersions(dir);
      return { versions, ledger: readFolderLedger(dir), readFile, rootBuildId: buildIdOf(dir) };
    },
    /** @param {(releaseDir: string) => Promise<unknown>} assemble */
    release: (assemble) => publishLocalRelease(site, assemble),
  };
}

/**
 * Starts a target's local hosting afresh from a build, as its first deploy: the releases of an earlier
 * run are removed, and the build is released as release 1.
 */
export async function startLocalSite(site, buildDir, { log = () => {} } = {}) {
  if (!existsSync(buildDir) || !statSync(buildDir).isDirectory()) {
    throw new Error(`${buildDir} is missing: run \`pnpm build\` first.`);
  }
  const id = buildIdOf(buildDir);
  if (!id) throw new Error(`${buildDir} has no mf-manifest.json with a build id: run \`pnpm build\` first.`);
  rmSync(site.dir, { recursive: true, force: true });
  mkdirSync(site.releasesDir, { recursive: true });
  return publishLocalRelease(site, (releaseDir) =>
    assembleRelease({
      releaseDir,
      build: { dir: buildDir, id },
      rootVersion: id,
      named: [id],
      // A first release: nothing live to keep.
      liveVersions: undefined,
      liveLedger: undefined,
      readLiveFile: async () => undefined,
      log,
    }),
  );
}

/**
 * Follows the pointer for a server: `check()` (cheap, one stat) calls `onChange(dir)` when another
 * release went live since the last check.
 * @param {ReturnType<typeof localSite>} site
 * @param {(dir: string) => void} onChange
 */
export function followLiveRelease(site, onChange) {
  let seen = '';
  return function check() {
    let stamp;
    try {
      const stats = statSync(site.pointerFile);
      stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      return;
    }
    if (stamp === seen) return;
    seen = stamp;
    const dir = liveReleaseDir(site);
    if (dir) onChange(dir);
  };
}
