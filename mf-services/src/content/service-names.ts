/** The canonical service names: the `:serviceName` segment of every service detail URL. */
export const serviceNames = ['webontwikkeling', 'webshops', 'design', 'seo', 'support'] as const;

export type ServiceName = (typeof serviceNames)[number];

/**
 * Older links (/diensten/webshop, /diensten/ux-ui) still arrive under these names; they redirect to
 * the canonical name so shared links and bookmarks keep working.
 */
export const serviceAliases: Readonly<Record<string, ServiceName>> = {
  webshop: 'webshops',
  'ux-ui': 'design',
};

export function isServiceName(value: string): value is ServiceName {
  return (serviceNames as readonly string[]).includes(value);
}
