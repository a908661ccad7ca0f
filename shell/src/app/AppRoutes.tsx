import type { RemoteName } from '@codekade/shared/contract';
import { areaBasePaths, paths, siteAreas } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { memo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/**
 * Each area of the site is a remote mounted at its base path (and any other it owns); everything else is the 404 page.
 * Memoised: only a navigation re-renders the routes, never a layout update while an area hydrates.
 */
export const AppRoutes = memo(function AppRoutes({ renderArea }: { renderArea: (remote: RemoteName) => ReactNode }) {
  return (
    <Routes>
      {siteAreas.flatMap((area) =>
        areaBasePaths(area).map((basePath) => (
          <Route
            key={`${area.remote}${basePath}`}
            path={basePath === paths.home ? paths.home : `${basePath}/*`}
            element={renderArea(area.remote)}
          />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
});
