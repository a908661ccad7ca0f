import { PageEnter } from '@codekade/shared/ui/PageEnter';
import { HomePage } from './pages/HomePage';

/**
 * The home area, rendered by the shell at exactly `/`: one page, so no nested routes (unknown paths
 * never reach this remote; the shell shows its 404 for them).
 */
export default function HomeRoutes() {
  return (
    <PageEnter>
      <HomePage />
    </PageEnter>
  );
}
