import { paths, siteAreas } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from '../features/remotes/RemoteArea';

/** Each area of the site is a remote mounted at its base path; everything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {siteAreas.map((area) => (
        <Route
          key={area.remote}
          path={area.basePath === paths.home ? paths.home : `${area.basePath}/*`}
          // The key gives every area its own loading and error state.
          element={<RemoteArea key={area.remote} remote={area.remote} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
