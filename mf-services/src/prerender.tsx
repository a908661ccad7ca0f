import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import { serviceAliases, serviceNames } from './content/service-names';
import ServicesRoutes from './routes';

/** The services area's pages as the build prerenders them for the first HTML. */
export default definePrerender({
  remote: 'mf_services',
  basePath: paths.services,
  AreaRoutes: ServicesRoutes,
  pages: [paths.services, ...serviceNames.map(paths.service)],
  notFound: [
    { pattern: `${paths.services}/:serviceName`, sample: paths.service('onbekend') },
    { pattern: `${paths.services}/*`, sample: `${paths.service('onbekend')}/pagina` },
  ],
  redirects: Object.entries(serviceAliases).map(([alias, serviceName]) => ({
    from: paths.service(alias),
    to: paths.service(serviceName),
  })),
});
