// @ts-check
/**
 * The app registry (app-registry.mjs: the shell and every remote's remote.json) on this machine and in production, for Node only (build
 * configs, local hosting, scripts), so no loopback address reaches a bundle. One shape: a local app
 * is its registry entry plus its `port`. SITE_PORT_BASE moves all the apps' ports together (default 3000),
 * so two test runs can share a machine.
 */

import { apps, remoteApps, shellApp } from './app-registry.mjs';
import { readLocalSettings } from './local-settings.mjs';

const settings = readLocalSettings(process.env);

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
export function localRemotesConfig(portBase = settings.sitePortBase) {
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

export const portBase = settings.sitePortBase;

/**
 * The apps, shell first, each its registry entry with its local port when the shell listens on `base`.
 * @param {number} base
 */
export function localAppsAt(base) {
  return apps.map((app) => ({ ...app, port: localPort(app, base) }));
}

/** The apps at this run's ports. */
export const localApps = localAppsAt(portBase);

/** The remotes at this run's ports. */
export const localRemoteApps = localApps.filter((app) => app.name !== shellApp.name);

export const shellOrigin = localOrigin(shellApp, portBase);

/** @param {string} nameOrDir a federation name (`mf_about`) or folder (`mf-about`) */
export function findApp(nameOrDir) {
  return localApps.find((app) => app.name === nameOrDir || app.dir === nameOrDir);
}

/** Shell origins allowed to load remotes locally (production names its own in firebase.json). */
export function localShellOrigins(base = portBase) {
  return [`http://localhost:${base}`, `http://127.0.0.1:${base}`, ...settings.shellOrigins];
}
