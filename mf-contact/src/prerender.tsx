import { defineSinglePagePrerender } from '@codekade/shared/prerender';
import { paths } from '@codekade/shared/routes';
import ContactRoutes from './routes';

/** The contact area is one page; the build prerenders it (and its not-found page) for the first HTML. */
export default defineSinglePagePrerender('mf_contact', paths.contact, ContactRoutes);
