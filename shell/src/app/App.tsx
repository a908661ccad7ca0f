import type { RemoteName } from '@codekade/shared/contract';
import { BrowserRouter } from 'react-router-dom';
import { RemoteArea } from '../features/remotes';
import { AppErrorBoundary } from '../features/shell-release';
import { pageAreas, SiteAreasContext } from '../lib/site-areas';
import { Layout } from './Layout';
import { StaticLayoutFallback } from './StaticLayoutFallback';

// The key gives every area its own loading and error state.
const renderRemoteArea = (remote: RemoteName) => <RemoteArea key={remote} remote={remote} />;

export function App() {
  return (
    <AppErrorBoundary part="page layout" fallback={<StaticLayoutFallback />}>
      <SiteAreasContext.Provider value={pageAreas()}>
        <BrowserRouter>
          <Layout renderArea={renderRemoteArea} />
        </BrowserRouter>
      </SiteAreasContext.Provider>
    </AppErrorBoundary>
  );
}
