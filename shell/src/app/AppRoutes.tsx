import { canonicalPath } from '@codekade/shared/addresses';
import type { RemoteName } from '@codekade/shared/contract';
import { areaBasePaths, areaRoutePattern, siteAreas } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { memo, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { notFoundWaysOn } from '../content/navigation';

/**
 * Each area of the site is a remote mounted at its base path (and any other it owns); everything else is the 404 page.
 * Memoised: only a navigation re-renders the routes, never a layout update while an area hydrates.
 * Every address is answered in its canonical form (`@codekade/shared/addresses`), as the composer does.
 */
export const AppRoutes = memo(function AppRoutes({ renderArea }: { renderArea: (remote: RemoteName) => ReactNode }) {
  const { pathname, search, hash } = useLocation();
  // A link to another form of an address (`/Diensten/SEO/`) goes where the server's 301 would.
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) return <Navigate replace to={{ pathname: canonical, search, hash }} />;
  return (
    <Routes>
      {siteAreas.flatMap((area) =>
        areaBasePaths(area).map((basePath) => (
          <Route
            key={`${area.remote}${basePath}`}
            path={areaRoutePattern(basePath)}
            element={renderArea(area.remote)}
          />
        )),
      )}
      <Route path="*" element={<NotFoundPage waysOn={notFoundWaysOn} />} />
    </Routes>
  );
});
