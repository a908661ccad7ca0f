import type { RemoteName } from '@codekade/shared/contract';
import { BrowserRouter } from 'react-router-dom';
import { RemoteArea } from '../features/remotes';
import { AppErrorBoundary } from '../features/shell-release';
import { Layout } from './Layout';
import { StaticLayoutFallback } from './StaticLayoutFallback';

// The key gives every area its own loading and error state.
const renderRemoteArea = (remote: RemoteName) => <RemoteArea key={remote} remote={remote} />;

export function App() {
  return (
    <AppErrorBoundary part="page layout" fallback={<StaticLayoutFallback />}>
      <BrowserRouter>
        <Layout renderArea={renderRemoteArea} />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
