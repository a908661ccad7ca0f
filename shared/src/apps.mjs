// @ts-check
/**
 * The one registry of the site's six apps. Everything that names an app (federation contract, site
 * areas, build configs, local ports, remotes.json, hosting targets and headers, tests, bench) derives
 * from this list. Adding a remote is one entry here plus its folder.
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
 * The remotes, in port order. `area` is the part of the site a remote owns: the path it is mounted
 * at (it owns everything below it), and the page name and description used in titles and meta tags.
 * A remote's production URL is its own Firebase Hosting site.
 */
export const remoteApps = /** @type {const} */ ([
  {
    name: 'mf_home',
    dir: 'mf-home',
    portOffset: 1,
    hostingSiteId: 'codekade-home',
    productionUrl: 'https://codekade-home.web.app',
    area: {
      basePath: '/',
      pageName: 'Home',
      description:
        'Codekade bouwt innovatieve digitale oplossingen: websites, webshops en webapplicaties op maat voor ondernemers.',
    },
  },
  {
    name: 'mf_services',
    dir: 'mf-services',
    portOffset: 2,
    hostingSiteId: 'codekade-services',
    productionUrl: 'https://codekade-services.web.app',
    area: {
      basePath: '/diensten',
      pageName: 'Diensten',
      description:
        'Webontwikkeling, webshops, UI/UX design, SEO en onderhoud: ontdek wat Codekade voor jouw bedrijf kan bouwen.',
    },
  },
  {
    name: 'mf_projects',
    dir: 'mf-projects',
    portOffset: 3,
    hostingSiteId: 'codekade-projects',
    productionUrl: 'https://codekade-projects.web.app',
    area: {
      basePath: '/projecten',
      pageName: 'Projecten',
      description:
        'Van idee tot impact: bekijk websites, webshops en landingspagina’s die Codekade voor klanten bouwde.',
    },
  },
  {
    name: 'mf_about',
    dir: 'mf-about',
    portOffset: 4,
    hostingSiteId: 'codekade-about',
    productionUrl: 'https://codekade-about.web.app',
    area: {
      basePath: '/over-ons',
      pageName: 'Over Ons',
      description: 'Het verhaal van Codekade: onze visie, onze reis, onze aanpak en onze betrokkenheid bij de buurt.',
    },
  },
  {
    name: 'mf_contact',
    dir: 'mf-contact',
    portOffset: 5,
    hostingSiteId: 'codekade-contact',
    productionUrl: 'https://codekade-contact.web.app',
    area: {
      basePath: '/contact',
      pageName: 'Contact',
      description: 'Neem contact op met Codekade via het formulier, telefoon, e-mail of WhatsApp. We reageren snel.',
    },
  },
]);

/** All six apps, shell first. The hosting target of an app is its federation name. */
export const apps = /** @type {const} */ ([shellApp, ...remoteApps]);
