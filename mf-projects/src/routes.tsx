import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { ProjectsPage } from './pages/ProjectsPage';

/** The projects area's routes, rendered by the shell below `/projecten`. */
export default function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
