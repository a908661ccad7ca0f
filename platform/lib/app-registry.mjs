// @ts-check
/**
 * The site's apps for builds and tools (Node only): the shell (shared/src/apps.mjs) and every remote
 * whose folder `mf-*` declares its build facts in `remote.json` (remote-facts.mjs), in port order
 * (the discovery document's order, the warm-up's). No list of the remotes is written anywhere: a new
 * remote's folder is all it takes, so adding one changes no shared file (issue 41).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORT_BASE, shellApp } from '@codekade/shared/apps';
import { parseRemoteFacts, REMOTE_FACTS_FILE } from './remote-facts.mjs';

export { DEFAULT_PORT_BASE, shellApp };

/** The workspace this module belongs to. */
export const WORKSPACE_ROOT = join(import.meta.dirname, '../..');

/**
 * The remotes of the workspace at `root`: every top-level `mf-*` folder with a remote.json, in port
 * order. Two remotes on one port, or a remote.json that breaks its shape, stop the read with an
 * English message that names the file.
 * @param {string} root
 * @returns {import('./remote-facts.mjs').RemoteApp[]}
 */
export function readRemoteApps(root) {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name)
    .filter((dir) => existsSync(join(root, dir, REMOTE_FACTS_FILE)))
    .map((dir) => {
      const file = join(root, dir, REMOTE_FACTS_FILE);
      let json;
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${dir}/${REMOTE_FACTS_FILE} is not JSON: ${error instanceof Error ? error.message : error}`);
      }
      return parseRemoteFacts(json, dir);
    })
    .sort((a, b) => a.portOffset - b.portOffset);
  remotes.forEach((remote, index) => {
    const before = remotes[index - 1];
    if (before?.portOffset === remote.portOffset)
      throw new Error(
        `${before.dir} and ${remote.dir} both take port offset ${remote.portOffset} in their ${REMOTE_FACTS_FILE}.`,
      );
  });
  return remotes;
}

/** The remotes of this workspace, in port order. */
export const remoteApps = readRemoteApps(WORKSPACE_ROOT);

/** @typedef {typeof shellApp | import('./remote-facts.mjs').RemoteApp} App */

/** All apps, shell first. The hosting target of an app is its federation name. */
export const apps = /** @type {App[]} */ ([shellApp, ...remoteApps]);

/** The remotes' federation names, in port order. */
export const remoteNames = remoteApps.map((app) => app.name);
