import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import { pageChunkOf } from './content/service-detail-loads';
import { serviceAliases, serviceNames } from './content/service-names';
import ServicesRoutes from './routes';

/** The services area's pages as the build prerenders them for the first HTML. */
export default definePrerender({
  remote: 'mf_services',
  basePath: paths.services,
  AreaRoutes: ServicesRoutes,
  pages: [paths.services, ...serviceNames.map(paths.service)],
  // Each page's own data (its chunk), preloaded with the area's code.
  pageChunks: (path) => {
    if (path === paths.services) return [pageChunkOf('overview')];
    const service = serviceNames.find((name) => paths.service(name) === path);
    return service ? [pageChunkOf({ service })] : [];
  },
  notFound: [
    { pattern: `${paths.services}/:serviceName`, sample: paths.service('onbekend') },
    { pattern: `${paths.services}/*`, sample: `${paths.service('onbekend')}/pagina` },
  ],
  redirects: Object.entries(serviceAliases).map(([alias, serviceName]) => ({
    from: paths.service(alias),
    to: paths.service(serviceName),
  })),
});
