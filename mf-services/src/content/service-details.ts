import { design } from './details/design';
import { seo } from './details/seo';
import { support } from './details/support';
import { webontwikkeling } from './details/webontwikkeling';
import { webshops } from './details/webshops';
import type { ServiceDetail } from './service-detail';

/**
 * Every service the area offers, in the overview's order, each with its page at /diensten/<key> and
 * its card on the overview (details/<key>.ts). A service added here is routed, prerendered, in the
 * sitemap and in the tests' and bench's routes with no other edit.
 */
export const serviceDetails = {
  webontwikkeling,
  webshops,
  design,
  seo,
  support,
} satisfies Record<string, ServiceDetail>;

/** The canonical service names: the `:serviceName` segment of every service detail URL. */
export type ServiceName = keyof typeof serviceDetails;

/** The detail page content for a URL segment, or undefined when no service has that name. */
export function findServiceDetail(serviceName: string): ServiceDetail | undefined {
  return Object.hasOwn(serviceDetails, serviceName) ? serviceDetails[serviceName as ServiceName] : undefined;
}

/** What an unknown service name shows: the heading is the site's fixed error text. */
export const serviceNotFound = {
  title: 'Service Not Found',
  text: 'Deze dienst bestaat niet (meer). Misschien is de link verouderd of zit er een typfout in het adres. Kies hieronder een van onze diensten of bekijk het hele overzicht.',
  description: 'De gevraagde dienst van Codekade bestaat niet. Bekijk het overzicht van al onze diensten.',
  suggestionsTitle: 'Misschien zocht je',
  backLabel: 'Bekijk alle diensten',
} as const;
