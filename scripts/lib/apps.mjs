/**
 * The six deployable apps: hosting target (= federation name), workspace folder and local port.
 * SITE_PORT_BASE moves all six ports together (default 3000), so two test runs can share a machine.
 */
export const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);

export const apps = [
  { target: 'shell', dir: 'shell', offset: 0 },
  { target: 'mf_home', dir: 'mf-home', offset: 1 },
  { target: 'mf_services', dir: 'mf-services', offset: 2 },
  { target: 'mf_projects', dir: 'mf-projects', offset: 3 },
  { target: 'mf_about', dir: 'mf-about', offset: 4 },
  { target: 'mf_contact', dir: 'mf-contact', offset: 5 },
].map((app) => ({ ...app, port: portBase + app.offset }));

export const remoteApps = apps.filter((app) => app.target !== 'shell');

export const shellOrigin = `http://localhost:${portBase}`;

export function findApp(nameOrDir) {
  return apps.find((app) => app.target === nameOrDir || app.dir === nameOrDir);
}

/** remotes.json for remotes served by this machine's local server on the current ports. */
export function localRemotesConfig() {
  return Object.fromEntries(remoteApps.map((app) => [app.target, `http://localhost:${app.port}/mf-manifest.json`]));
}
