import { type ServiceName, serviceDetails } from './service-details';

export type { ServiceName };

/** The canonical service names, in the overview's order (the keys of `serviceDetails`). */
export const serviceNames = Object.keys(serviceDetails) as ServiceName[];

/**
 * Older links (/diensten/webshop, /diensten/ux-ui) still arrive under these names; they redirect to
 * the canonical name so shared links and bookmarks keep working.
 */
export const serviceAliases: Readonly<Record<string, ServiceName>> = {
  webshop: 'webshops',
  'ux-ui': 'design',
};
