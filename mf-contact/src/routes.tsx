import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { PageEnter } from '@codekade/shared/ui/PageEnter';
import { Route, Routes } from 'react-router-dom';
import { ContactPage } from './pages/ContactPage';

/** The contact area's routes, rendered by the shell at `/contact`. */
export default function ContactRoutes() {
  return (
    <PageEnter>
      <Routes>
        <Route index element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageEnter>
  );
}
