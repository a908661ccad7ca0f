/**
 * The six deployable apps: hosting target (= federation name), workspace folder and local port.
 * SITE_PORT_BASE moves all six ports together (default 3000), so two test runs can share a machine.
 */
export const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);

const appList = [
  { target: 'shell', dir: 'shell', offset: 0 },
  { target: 'mf_home', dir: 'mf-home', offset: 1 },
  { target: 'mf_services', dir: 'mf-services', offset: 2 },
  { target: 'mf_projects', dir: 'mf-projects', offset: 3 },
  { target: 'mf_about', dir: 'mf-about', offset: 4 },
  { target: 'mf_contact', dir: 'mf-contact', offset: 5 },
];

/**
 * The apps with their ports when the shell listens on `base`.
 * @param {number} base
 */
export function appsAt(base) {
  return appList.map((app) => ({ ...app, port: base + app.offset }));
}

export const apps = appsAt(portBase);

export const remoteApps = apps.filter((app) => app.target !== 'shell');

export const shellOrigin = `http://localhost:${portBase}`;

/** @param {string} nameOrDir */
export function findApp(nameOrDir) {
  return apps.find((app) => app.target === nameOrDir || app.dir === nameOrDir);
}

/** remotes.json for remotes served by this machine's local server when the shell listens on `base`. */
export function localRemotesConfig(base = portBase) {
  return Object.fromEntries(
    appsAt(base)
      .filter((app) => app.target !== 'shell')
      .map((app) => [app.target, `http://localhost:${app.port}/mf-manifest.json`]),
  );
}

/** Shell origins allowed to load remotes locally (production names its own in firebase.json). */
export function localShellOrigins(base = portBase) {
  const extra = (process.env.SHELL_ORIGINS ?? '').split(',').map((origin) => origin.trim());
  return [`http://localhost:${base}`, `http://127.0.0.1:${base}`, ...extra.filter(Boolean)];
}
