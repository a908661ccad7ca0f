/** The six deployable apps: hosting target (= federation name), workspace folder and local port. */
export const apps = [
  { target: 'shell', dir: 'shell', port: 3000 },
  { target: 'mf_home', dir: 'mf-home', port: 3001 },
  { target: 'mf_services', dir: 'mf-services', port: 3002 },
  { target: 'mf_projects', dir: 'mf-projects', port: 3003 },
  { target: 'mf_about', dir: 'mf-about', port: 3004 },
  { target: 'mf_contact', dir: 'mf-contact', port: 3005 },
];

export const remoteApps = apps.filter((app) => app.target !== 'shell');

export function findApp(nameOrDir) {
  return apps.find((app) => app.target === nameOrDir || app.dir === nameOrDir);
}
