/**
 * The six deployable apps of the registry (shared/src/apps.mjs) with their local ports: hosting
 * target (= federation name), workspace folder and port. SITE_PORT_BASE moves all six ports together
 * (default 3000), so two test runs can share a machine.
 */
import { DEFAULT_PORT_BASE, apps as registeredApps, shellApp } from '../../shared/src/apps.mjs';
import { localOrigin, localPort, localRemotesConfig as remotesConfigAt } from '../build/app-urls.mjs';

export const portBase = Number(process.env.SITE_PORT_BASE ?? DEFAULT_PORT_BASE);

/**
 * The apps with their ports when the shell listens on `base`.
 * @param {number} base
 */
export function appsAt(base) {
  return registeredApps.map((app) => ({
    target: app.name,
    dir: app.dir,
    offset: app.portOffset,
    port: localPort(app, base),
    productionUrl: app.productionUrl,
  }));
}

export const apps = appsAt(portBase);

export const remoteApps = apps.filter((app) => app.target !== 'shell');

export const shellOrigin = localOrigin(shellApp, portBase);

/** @param {string} nameOrDir */
export function findApp(nameOrDir) {
  return apps.find((app) => app.target === nameOrDir || app.dir === nameOrDir);
}

/** remotes.json for remotes served by this machine's local server when the shell listens on `base`. */
export function localRemotesConfig(base = portBase) {
  return remotesConfigAt(base);
}

/** Shell origins allowed to load remotes locally (production names its own in firebase.json). */
export function localShellOrigins(base = portBase) {
  const extra = (process.env.SHELL_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  return [`http://localhost:${base}`, `http://127.0.0.1:${base}`, ...extra.filter(Boolean)];
}
