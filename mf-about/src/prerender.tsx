import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import AboutRoutes from './routes';

/** The about area's pages as the build prerenders them for the first HTML. */
export default definePrerender({
  remote: 'mf_about',
  basePath: paths.about,
  AreaRoutes: AboutRoutes,
  pages: [paths.about],
  notFound: [{ pattern: `${paths.about}/*`, sample: `${paths.about}/onbekend` }],
  redirects: [],
});
