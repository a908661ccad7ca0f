import type { AreaWarmUp } from '@codekade/shared/contract';
import { NotFoundPage } from '@codekade/shared/ui/NotFoundPage';
import { PageEnter } from '@codekade/shared/ui/PageEnter';
import { Route, Routes } from 'react-router-dom';
import { ServiceAliasRedirect } from './components/ServiceAliasRedirect';
import { loadEveryServiceDetail } from './content/service-detail-loads';
import { serviceAliases } from './content/service-names';
import { ServiceDetailPage } from './pages/ServiceDetailPage';
import { ServicesOverviewPage } from './pages/ServicesOverviewPage';

/** The services area's routes, rendered by the shell below `/diensten`. */
export default function ServicesRoutes() {
  return (
    <PageEnter>
      <Routes>
        <Route index element={<ServicesOverviewPage />} />
        {/* Static segments outrank `:serviceName`, so the aliases win over the detail route. */}
        {Object.entries(serviceAliases).map(([alias, serviceName]) => (
          <Route key={alias} path={alias} element={<ServiceAliasRedirect to={serviceName} />} />
        ))}
        <Route path=":serviceName" element={<ServiceDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageEnter>
  );
}

/** The shell's idle warm-up: every service page's text (each its own chunk), so a tap to one renders at once. */
export const warmUp: AreaWarmUp = loadEveryServiceDetail;
