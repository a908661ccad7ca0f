import { type ServiceName, services } from './services';

export type { ServiceName };

/** The canonical service names, in the overview's order. */
export const serviceNames: ServiceName[] = services.map((service) => service.name);

/**
 * Older links (/diensten/webshop, /diensten/ux-ui) still arrive under these names; they redirect to
 * the canonical name so shared links and bookmarks keep working.
 */
export const serviceAliases: Readonly<Record<string, ServiceName>> = {
  webshop: 'webshops',
  'ux-ui': 'design',
};
