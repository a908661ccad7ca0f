// @ts-check
/**
 * The discovery document's local hosting (docs/discovery.md): released on its own, as its
 * production deploy is, apart from the shell and every remote. Each release is a folder holding
 * `discovery.json` beside the others' in the local hosting (`<dir>/discovery/releases/<n>/`), the
 * pointer names the live one; the composer reads the live file within a second of a release, and the
 * shell's site serves it at `/discovery.json` for the plain shell document.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import { documentWithReleasedBuild } from './discovery-document.mjs';
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

/**
 * The live document of the site, as released (undefined before its first release).
 * @param {ReturnType<typeof localSite>} site
 * @returns {{ format: string, remotes: unknown[] } | undefined}
 */
export function liveLocalDiscovery(site) {
  const file = liveDiscoveryFile(site);
  return file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The pins' target of the local release commands (issue 48): the live document released again with
 * the remote's build pinned (served too, for a release to everyone), every other entry as it was.
 * A remote the live document does not name yet is left to the document's own release
 * (`pnpm release:discovery --local`), as a new area is. With `shellOrigin` (npm start's shell) a
 * release to everyone resolves once its composer serves the build (it reads the file within a second).
 * @param {ReturnType<typeof localSite>} site
 * @param {(line: string) => void} [log]
 * @param {{ shellOrigin?: string }} [options]
 */
export function localPinsTarget(site, log = console.log, { shellOrigin } = {}) {
  return {
    describe: `the local discovery document (${site.dir})`,
    /**
     * @param {string} remote
     * @param {import('@codekade/shared/integrity').VersionPin} pin
     * @param {{ serve: boolean }} options
     */
    async release(remote, pin, options) {
      const live = liveLocalDiscovery(site);
      if (!live?.remotes?.some((entry) => /** @type {{ name?: unknown }} */ (entry)?.name === remote)) {
        log(
          `The discovery document names no ${remote} yet: release it with its area (pnpm release:discovery --local).`,
        );
        return;
      }
      await releaseLocalDiscovery(site, documentWithReleasedBuild(live, remote, pin, options));
      if (shellOrigin && options.serve) await servedBy(shellOrigin, remote, pin.version, log);
    },
  };
}

/**
 * Waits (10 s at most) until the site at `origin` answers its discovery document serving `version` of `remote`.
 * @param {string} origin
 * @param {string} remote
 * @param {string} version
 * @param {(line: string) => void} log
 */
async function servedBy(origin, remote, version, log) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}${DISCOVERY_PATH}`, { signal: AbortSignal.timeout(2000) })
      .then((response) => (response.ok ? response.json() : undefined))
      .catch(() => undefined);
    const served = /** @type {{ remotes?: { name?: unknown, version?: unknown }[] } | undefined} */ (answer);
    if (served?.remotes?.some((entry) => entry?.name === remote && entry?.version === version)) return;
    await new Promise((resume) => setTimeout(resume, 200));
  }
  log(`The site at ${origin} does not serve ${remote} ${version} yet; it will once its composer reads the document.`);
}
