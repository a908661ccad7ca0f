import type { RemoteName } from './contract';

/** Every path the site links to. Remotes build their links from these, never from literals. */
export const paths = {
  home: '/',
  services: '/diensten',
  service: (serviceName: string) => `/diensten/${serviceName}`,
  projects: '/projecten',
  websiteProjects: '/projecten/websites',
  webshopProjects: '/projecten/webshops',
  websiteProject: (id: number) => `/projecten/websites/${id}`,
  webshopProject: (id: number) => `/projecten/webshops/${id}`,
  about: '/over-ons',
  contact: '/contact',
} as const;

export interface SiteArea {
  remote: RemoteName;
  /** Path the area is mounted at; the remote owns everything below it. */
  basePath: string;
  /** Page name used in the document title: `<Product> - <pageName>`. */
  pageName: string;
  description: string;
}

/** Which remote owns which part of the site, with each area's default title and description. */
export const siteAreas: readonly SiteArea[] = [
  {
    remote: 'mf_home',
    basePath: paths.home,
    pageName: 'Home',
    description:
      'Codekade bouwt innovatieve digitale oplossingen: websites, webshops en webapplicaties op maat voor ondernemers.',
  },
  {
    remote: 'mf_services',
    basePath: paths.services,
    pageName: 'Diensten',
    description:
      'Webontwikkeling, webshops, UI/UX design, SEO en onderhoud: ontdek wat Codekade voor jouw bedrijf kan bouwen.',
  },
  {
    remote: 'mf_projects',
    basePath: paths.projects,
    pageName: 'Projecten',
    description: 'Van idee tot impact: bekijk websites, webshops en landingspagina’s die Codekade voor klanten bouwde.',
  },
  {
    remote: 'mf_about',
    basePath: paths.about,
    pageName: 'Over Ons',
    description: 'Het verhaal van Codekade: onze visie, onze reis, onze aanpak en onze betrokkenheid bij de buurt.',
  },
  {
    remote: 'mf_contact',
    basePath: paths.contact,
    pageName: 'Contact',
    description: 'Neem contact op met Codekade via het formulier, telefoon, e-mail of WhatsApp. We reageren snel.',
  },
];

/** The area a pathname belongs to, or undefined for paths no remote owns. */
export function findSiteArea(pathname: string): SiteArea | undefined {
  if (pathname === paths.home) return siteAreas[0];
  return siteAreas.find(
    (area) => area.basePath !== paths.home && (pathname === area.basePath || pathname.startsWith(`${area.basePath}/`)),
  );
}
