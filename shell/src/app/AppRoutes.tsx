import { canonicalPath } from '@codekade/shared/addresses';
import type { RemoteName } from '@codekade/shared/contract';
import { menuLinks } from '@codekade/shared/discovery';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { areaRoutePattern } from '@codekade/shared/routes';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { memo, type ReactNode, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSiteAreas } from '../lib/site-areas';

/**
 * Each area of the site (the discovery document's, docs/discovery.md) is a remote mounted at its base
 * paths; everything else is the 404 page, whose ways on are the areas that ask for a link there.
 * Memoised: only a navigation re-renders the routes, never a layout update while an area hydrates.
 * Every address is answered in its canonical form (`@codekade/shared/addresses`), as the composer does.
 */
export const AppRoutes = memo(function AppRoutes({ renderArea }: { renderArea: (remote: RemoteName) => ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const areas = useSiteAreas();
  const waysOn = useMemo(() => ({ title: notFoundText.waysOnTitle, links: menuLinks(areas, 'notFound') }), [areas]);
  // A link to another form of an address (`/Diensten/SEO/`) goes where the server's 301 would.
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) return <Navigate replace to={{ pathname: canonical, search, hash }} />;
  return (
    <Routes>
      {areas.remotes.flatMap((remote) =>
        remote.area.basePaths.map((basePath) => (
          <Route
            key={`${remote.name}${basePath}`}
            path={areaRoutePattern(basePath)}
            element={renderArea(remote.name)}
          />
        )),
      )}
      <Route path="*" element={<NotFoundPage waysOn={waysOn} />} />
    </Routes>
  );
});
