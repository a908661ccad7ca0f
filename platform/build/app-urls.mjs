// @ts-check
/**
 * Addresses of the apps, derived from the registry: the loopback ones of a local run and the
 * production ones. Node-side only (build configs, scripts), so no loopback address reaches a bundle.
 */
import { apps, remoteApps, shellApp } from '../../shared/src/apps.mjs';

/** @typedef {(typeof apps)[number]} App */
/** @typedef {(typeof remoteApps)[number]['name']} RemoteName */

const MANIFEST_FILE = 'mf-manifest.json';

/** @param {App} app @param {number} portBase */
export function localPort(app, portBase) {
  return portBase + app.portOffset;
}

/** @param {App} app @param {number} portBase */
export function localOrigin(app, portBase) {
  return `http://localhost:${localPort(app, portBase)}`;
}

/**
 * remotes.json of a local run whose shell listens on `portBase`: remote name to manifest URL.
 * @param {number} portBase
 * @returns {Record<RemoteName, string>}
 */
export function localRemotesConfig(portBase) {
  return /** @type {Record<RemoteName, string>} */ (
    Object.fromEntries(remoteApps.map((app) => [app.name, `${localOrigin(app, portBase)}/${MANIFEST_FILE}`]))
  );
}

/**
 * remotes.json of the production site: every remote at its own production URL.
 * @returns {Record<RemoteName, string>}
 */
export function productionRemotesConfig() {
  return /** @type {Record<RemoteName, string>} */ (
    Object.fromEntries(remoteApps.map((app) => [app.name, new URL(MANIFEST_FILE, `${app.productionUrl}/`).href]))
  );
}

/** The production origin of the shell: the only page origin the remotes answer CORS for. */
export const productionShellOrigin = new URL(shellApp.productionUrl).origin;

/** Production origins of all six apps, shell first. */
export const productionOrigins = apps.map((app) => new URL(app.productionUrl).origin);
