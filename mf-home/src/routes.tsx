import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/HomePage';

/** The home area's routes, rendered by the shell at `/`. */
export default function HomeRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
