import { definePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import AboutRoutes from './routes';

/** The about area's two pages, the company story and the privacy statement, each with its not-found page below it. */
export default definePrerender({
  remote: 'mf_about',
  basePath: paths.about,
  otherBasePaths: [paths.privacy],
  AreaRoutes: AboutRoutes,
  pages: [paths.about, paths.privacy],
  notFound: [
    { pattern: `${paths.about}/*`, sample: `${paths.about}/onbekend` },
    { pattern: `${paths.privacy}/*`, sample: `${paths.privacy}/onbekend` },
  ],
  redirects: [],
});
