import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { ContactPage } from './pages/ContactPage';

/** The contact area's routes, rendered by the shell at `/contact`. */
export default function ContactRoutes() {
  return (
    <Routes>
      <Route index element={<ContactPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
