import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadAreaRoutes } from './remote-loader';

// A lazy component remembers its rejection forever, so each retry needs a fresh one.
const lazyAreas = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyArea(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let area = lazyAreas.get(remote);
  if (!area) {
    area = lazy(() => loadAreaRoutes(remote));
    lazyAreas.set(remote, area);
  }
  return area;
}

/** Renders a remote's area: the loading screen while it arrives, a retryable fallback if it fails. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const Area = lazyArea(remote);
  const retry = () => {
    lazyAreas.delete(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingScreen />}>
        <Area />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
