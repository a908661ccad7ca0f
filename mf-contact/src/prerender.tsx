import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import ContactRoutes from './routes';

/** The contact area's pages as the build prerenders them for the first HTML. */
export default definePrerender({
  remote: 'mf_contact',
  basePath: paths.contact,
  AreaRoutes: ContactRoutes,
  pages: [paths.contact],
  notFound: [{ pattern: `${paths.contact}/*`, sample: `${paths.contact}/onbekend` }],
  redirects: [],
});
