import { SinglePageRoutes } from '@codekade/shared/ui/SinglePageRoutes';
import { AboutPage } from './pages/AboutPage';

/** The about area's routes, rendered by the shell at `/over-ons`. */
export default function AboutRoutes() {
  return <SinglePageRoutes page={<AboutPage />} />;
}
