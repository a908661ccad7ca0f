// @ts-check
/**
 * The one registry of the site's six apps, for builds and tools: federation name, folder, local port,
 * Firebase Hosting site and production URL. Build configs, local ports, hosting targets and headers,
 * the discovery document, tests and bench derive from it. What a remote's area is (base paths, page
 * name, description, menu entries) its folder declares in `area.json`; the shell learns both at run
 * time from the discovery document, never from this file (docs/discovery.md).
 *
 * Plain JavaScript with JSDoc types, so the TypeScript apps and the Node scripts read the same file.
 */

/** The shell listens here locally (remotes on the next ports); SITE_PORT_BASE moves all six. */
export const DEFAULT_PORT_BASE = 3000;

/** The host app. Its production URL is the public address of the site. */
export const shellApp = /** @type {const} */ ({
  name: 'shell',
  dir: 'shell',
  portOffset: 0,
  hostingSiteId: 'codekade',
  productionUrl: 'https://www.codekade.nl',
});

/**
 * The remotes, in port order (the discovery document's order, the warm-up's). A remote's production
 * URL is its own Firebase Hosting site.
 */
export const remoteApps = /** @type {const} */ ([
  {
    name: 'mf_home',
    dir: 'mf-home',
    portOffset: 1,
    hostingSiteId: 'codekade-home',
    productionUrl: 'https://codekade-home.web.app',
  },
  {
    name: 'mf_services',
    dir: 'mf-services',
    portOffset: 2,
    hostingSiteId: 'codekade-services',
    productionUrl: 'https://codekade-services.web.app',
  },
  {
    name: 'mf_projects',
    dir: 'mf-projects',
    portOffset: 3,
    hostingSiteId: 'codekade-projects',
    productionUrl: 'https://codekade-projects.web.app',
  },
  {
    name: 'mf_about',
    dir: 'mf-about',
    portOffset: 4,
    hostingSiteId: 'codekade-about',
    productionUrl: 'https://codekade-about.web.app',
  },
  {
    name: 'mf_contact',
    dir: 'mf-contact',
    portOffset: 5,
    hostingSiteId: 'codekade-contact',
    productionUrl: 'https://codekade-contact.web.app',
  },
]);

/** All six apps, shell first. The hosting target of an app is its federation name. */
export const apps = /** @type {const} */ ([shellApp, ...remoteApps]);
