import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { PageEnter } from '@codekade/shared/ui/PageEnter';
import { Route, Routes } from 'react-router-dom';
import { AboutPage } from './pages/AboutPage';

/** The about area's routes, rendered by the shell at `/over-ons`. */
export default function AboutRoutes() {
  return (
    <PageEnter>
      <Routes>
        <Route index element={<AboutPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageEnter>
  );
}
