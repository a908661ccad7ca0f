import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { AboutPage } from './pages/AboutPage';

/** The about area's routes, rendered by the shell at `/over-ons`. */
export default function AboutRoutes() {
  return (
    <Routes>
      <Route index element={<AboutPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
