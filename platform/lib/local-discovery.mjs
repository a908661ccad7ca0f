// @ts-check
/**
 * The discovery document's local hosting (docs/discovery.md): released on its own, as its
 * production deploy is, apart from the shell and every remote. Each release is a folder holding
 * `discovery.json` beside the others' in the local hosting (`<dir>/discovery/releases/<n>/`), the
 * pointer names the live one; the composer reads the live file within a second of a release, and the
 * shell's site serves it at `/discovery.json` for the plain shell document.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import { liveReleaseDir, localSite, publishLocalRelease } from './local-hosting.mjs';

/** The hosting target of the discovery document. */
export const DISCOVERY_TARGET = 'discovery';
const FILE = DISCOVERY_PATH.slice(1);

/**
 * The discovery document's site in `hostingDir` (a fresh temporary folder when none is given).
 * @param {string | undefined} hostingDir
 */
export function localDiscoverySite(hostingDir) {
  return localSite(hostingDir ?? mkdtempSync(join(tmpdir(), 'codekade-discovery-')), DISCOVERY_TARGET);
}

/** The live discovery.json of the site, or undefined before its first release. @param {ReturnType<typeof localSite>} site */
export function liveDiscoveryFile(site) {
  const dir = liveReleaseDir(site);
  return dir && join(dir, FILE);
}

/**
 * Releases `document` as the live discovery document, in one step (a new release folder, then the pointer).
 * @param {ReturnType<typeof localSite>} site
 * @param {unknown} document
 */
export function releaseLocalDiscovery(site, document) {
  return publishLocalRelease(site, async (releaseDir) => {
    writeFileSync(join(releaseDir, FILE), `${JSON.stringify(document, null, 2)}\n`);
  });
}

/**
 * Starts the discovery document's local hosting afresh with `document` as release 1.
 * @param {ReturnType<typeof localSite>} site
 * @param {unknown} document
 */
export function startLocalDiscovery(site, document) {
  rmSync(site.dir, { recursive: true, force: true });
  return releaseLocalDiscovery(site, document);
}
