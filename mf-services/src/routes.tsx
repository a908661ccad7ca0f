import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { ServicesOverviewPage } from './pages/ServicesOverviewPage';

/** The services area's routes, rendered by the shell below `/diensten`. */
export default function ServicesRoutes() {
  return (
    <Routes>
      <Route index element={<ServicesOverviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
