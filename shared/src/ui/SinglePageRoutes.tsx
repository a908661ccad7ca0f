import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { PageEnter } from './PageEnter';

/** The routes of an area that is one page: the page at the area's root, the 404 page below it. */
export function SinglePageRoutes({ page }: { page: ReactNode }) {
  return (
    <PageEnter>
      <Routes>
        <Route index element={page} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageEnter>
  );
}
