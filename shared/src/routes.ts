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
