// @ts-check
/**
 * What `pnpm new:remote` and `pnpm remove:remote` find in the workspace, and the commands that
 * regenerate what derives from the remotes' folders (nothing here writes a derived file itself).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRemoteApps, shellApp } from '../lib/app-registry.mjs';
import { DISCOVERY_HOSTING } from '../lib/discovery-hosting.mjs';
import { AREA_DECLARATION_FILE } from './area-declaration.mjs';

/**
 * What the workspace at `root` already has, for `newRemoteProblems`: its apps, every base path an
 * area declares in its area.json (a declaration that cannot be read counts as none: the discovery
 * document's reader reports it), e2e specs, folders.
 * @param {string} root
 * @returns {Promise<import('./new-remote-input.mjs').Taken>}
 */
export async function takenIn(root) {
  const remoteApps = readRemoteApps(root);
  return {
    apps: [shellApp, ...remoteApps],
    hostingSites: [{ siteId: DISCOVERY_HOSTING.siteId, owner: 'the discovery document' }],
    basePaths: remoteApps.flatMap((app) => declaredBasePaths(root, app.dir)),
    e2eSpecs: readdirSync(join(root, 'e2e/tests')),
    topLevelFolders: readdirSync(root),
  };
}

/**
 * The base paths the area.json in `root`/`dir` declares; none when it cannot be read.
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function declaredBasePaths(root, dir) {
  try {
    const basePaths = JSON.parse(readFileSync(join(root, dir, AREA_DECLARATION_FILE), 'utf8'))?.area?.basePaths;
    return Array.isArray(basePaths) ? basePaths.filter((path) => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The commands that regenerate what derives from the remotes' folders, in order: the lockfile and the
 * remote's node_modules; hosting config, .firebaserc, workflows and every app's release-inputs.json
 * (which read the lockfile); the settings table.
 * @returns {[string, string[]][]}
 */
export const regenerationCommands = () => [
  // The lockfile gains or loses the remote on purpose: pnpm freezes it on a CI machine (CI=true) unless told not to.
  ['pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']],
  ['pnpm', ['config:hosting']],
  ['pnpm', ['settings:table']],
];
