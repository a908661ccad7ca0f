import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { PageEnter } from '@codekade/shared/ui/PageEnter';
import { Route, Routes } from 'react-router-dom';
import { ProjectsPage } from './pages/ProjectsPage';
import { ShowcaseDetailPage } from './pages/ShowcaseDetailPage';
import { ShowcaseGridPage } from './pages/ShowcaseGridPage';

/** The projects area's routes, rendered by the shell below `/projecten`. */
export default function ProjectsRoutes() {
  return (
    <PageEnter>
      <Routes>
        <Route index element={<ProjectsPage />} />
        <Route path="websites" element={<ShowcaseGridPage categoryId="websites" />} />
        <Route path="webshops" element={<ShowcaseGridPage categoryId="webshops" />} />
        <Route path="websites/:id" element={<ShowcaseDetailPage categoryId="websites" />} />
        <Route path="webshops/:id" element={<ShowcaseDetailPage categoryId="webshops" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageEnter>
  );
}
