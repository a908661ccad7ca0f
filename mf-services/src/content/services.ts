import { paths } from '@codekade/shared/routes';
import { type ServiceName, serviceDetails } from './service-details';

/** A service as it appears on the overview page. */
export interface Service {
  name: ServiceName;
  title: string;
  description: string;
  /** The short line under the description, e.g. 'Van concept tot implementatie'. */
  extraInfo: string;
  /** URL of the illustration. */
  image: string;
  imageAlt: string;
  /** The detail page, always under the canonical name. */
  path: string;
}

export const servicesIntro =
  'Van eerste idee tot lancering en onderhoud: wij bouwen digitale oplossingen die jouw bedrijf laten groeien.';

/** The overview's cards, one per service in `serviceDetails`, in its order. */
export const services: readonly Service[] = Object.values(serviceDetails).map((detail) => ({
  name: detail.name,
  title: detail.title,
  ...detail.overview,
  path: paths.service(detail.name),
}));

export function findService(name: ServiceName): Service | undefined {
  return services.find((service) => service.name === name);
}
