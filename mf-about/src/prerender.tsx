import { defineSinglePagePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import AboutRoutes from './routes';

/** The about area is one page; the build prerenders it (and its not-found page) for the first HTML. */
export default defineSinglePagePrerender('mf_about', paths.about, AboutRoutes);
