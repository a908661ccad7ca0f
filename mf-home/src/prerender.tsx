import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import HomeRoutes from './routes';

/** The home page as the build prerenders it for the first HTML (the shell owns every other path). */
export default definePrerender({
  remote: 'mf_home',
  basePath: paths.home,
  AreaRoutes: HomeRoutes,
  pages: [paths.home],
  notFound: [],
  redirects: [],
});
