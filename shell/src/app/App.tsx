import type { RemoteName } from '@codekade/shared/contract';
import { BrowserRouter } from 'react-router-dom';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { Layout } from './Layout';

// The key gives every area its own loading and error state.
const renderRemoteArea = (remote: RemoteName) => <RemoteArea key={remote} remote={remote} />;

export function App() {
  return (
    <BrowserRouter>
      <Layout renderArea={renderRemoteArea} />
    </BrowserRouter>
  );
}
