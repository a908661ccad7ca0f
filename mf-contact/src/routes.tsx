import { SinglePageRoutes } from '@codekade/shared/ui/SinglePageRoutes';
import { ContactPage } from './pages/ContactPage';

/** The contact area's routes, rendered by the shell at `/contact`. */
export default function ContactRoutes() {
  return <SinglePageRoutes page={<ContactPage />} />;
}
