import { isAtOrBelow, paths } from '@codekade/shared/routes';
import { SinglePageRoutes } from '@codekade/shared/ui/SinglePageRoutes';
import { useLocation } from 'react-router-dom';
import { AboutPage } from './pages/AboutPage';
import { PrivacyPage } from './pages/PrivacyPage';

/** The about area's routes, rendered by the shell at `/over-ons` and at `/privacy` (the privacy statement). */
export default function AboutRoutes() {
  const { pathname } = useLocation();
  return <SinglePageRoutes page={isAtOrBelow(pathname, paths.privacy) ? <PrivacyPage /> : <AboutPage />} />;
}
