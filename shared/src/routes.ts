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
  privacy: '/privacy',
} as const;

export interface SiteArea {
  remote: RemoteName;
  /** Path the area is mounted at; the remote owns everything below it. */
  basePath: string;
  /** Other top-level paths the area is mounted at too (it owns everything below them as well). */
  otherBasePaths: readonly string[];
  /** Page name used in the document title: `<Product> - <pageName>`. */
  pageName: string;
  description: string;
}

/** Pages an area publishes outside its base path: the about team's privacy statement. */
const otherBasePaths: Partial<Record<RemoteName, readonly string[]>> = { mf_about: [paths.privacy] };

/** Which remote owns which part of the site, with each area's default title and description (from the app registry). */
export const siteAreas: readonly SiteArea[] = remoteApps.map((app) => ({
  remote: app.name,
  ...app.area,
  otherBasePaths: otherBasePaths[app.name] ?? [],
}));

/** Every path an area is mounted at: its base path first. */
export function areaBasePaths(area: Pick<SiteArea, 'basePath' | 'otherBasePaths'>): readonly string[] {
  return [area.basePath, ...area.otherBasePaths];
}

/**
 * The router path that mounts an area at `basePath`: home owns only `/`, every other area everything
 * below its base path. The shell, the prerender and the standalone preview mount areas with it, so
 * the server's HTML and the browser's routes always agree.
 */
export function areaRoutePattern(basePath: string): string {
  return basePath === paths.home ? paths.home : `${basePath}/*`;
}

/** Whether the pathname is the base path or below it (never for home, which owns only `/`). */
export function isAtOrBelow(pathname: string, basePath: string): boolean {
  return basePath !== paths.home && (pathname === basePath || pathname.startsWith(`${basePath}/`));
}

/** The area a pathname belongs to, or undefined for paths no remote owns. */
export function findSiteArea(pathname: string): SiteArea | undefined {
  if (pathname === paths.home) return siteAreas[0];
  return siteAreas.find((area) => areaBasePaths(area).some((basePath) => isAtOrBelow(pathname, basePath)));
}
