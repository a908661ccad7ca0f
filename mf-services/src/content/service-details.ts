import { design } from './details/design';
import { seo } from './details/seo';
import { support } from './details/support';
import { webontwikkeling } from './details/webontwikkeling';
import { webshops } from './details/webshops';
import type { ServiceDetail } from './service-detail';
import { isServiceName, type ServiceName } from './service-names';

export const serviceDetails: Readonly<Record<ServiceName, ServiceDetail>> = {
  webontwikkeling,
  webshops,
  design,
  seo,
  support,
};

/** The detail page content for a URL segment, or undefined when no service has that name. */
export function findServiceDetail(serviceName: string): ServiceDetail | undefined {
  return isServiceName(serviceName) ? serviceDetails[serviceName] : undefined;
}

/** What an unknown service name shows: the heading is the site's fixed error text. */
export const serviceNotFound = {
  title: 'Service Not Found',
  text: 'Deze dienst bestaat niet (meer). Misschien is de link verouderd of zit er een typfout in het adres. Kies hieronder een van onze diensten of bekijk het hele overzicht.',
  description: 'De gevraagde dienst van Codekade bestaat niet. Bekijk het overzicht van al onze diensten.',
  suggestionsTitle: 'Misschien zocht je',
  backLabel: 'Bekijk alle diensten',
} as const;
