import { remoteApps } from './apps.mjs';
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

/** Which remote owns which part of the site, with each area's default title and description (from the app registry). */
export const siteAreas: readonly SiteArea[] = remoteApps.map((app) => ({ remote: app.name, ...app.area }));

/** The area a pathname belongs to, or undefined for paths no remote owns. */
export function findSiteArea(pathname: string): SiteArea | undefined {
  if (pathname === paths.home) return siteAreas[0];
  return siteAreas.find(
    (area) => area.basePath !== paths.home && (pathname === area.basePath || pathname.startsWith(`${area.basePath}/`)),
  );
}
