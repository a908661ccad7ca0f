import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, lazy, memo, Suspense, useEffect, useState } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { compositionData } from '../../lib/composition-data';
import { hydrationGate, useServerHtmlReplaced } from '../composition';
import { lazyAreas, loadedAreas, useAreaRelease } from './area-modules';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemote, loadAreaRoutes } from './remote-loader';

function areaComponent(remote: RemoteName): ComponentType {
  const loaded = loadedAreas.get(remote);
  if (loaded) return loaded;
  let area = lazyAreas.get(remote);
  if (!area) {
    area = lazy(() =>
      loadAreaRoutes(remote).then((module) => {
        loadedAreas.set(remote, module.default);
        return hydrationGate(remote, module);
      }),
    );
    lazyAreas.set(remote, area);
  }
  return area;
}

/** Marks the page area as shown (`<html data-area="ready">`) once its code runs: hydrated or rendered. */
function AreaReady() {
  useEffect(() => {
    document.documentElement.dataset.area = 'ready';
    return () => {
      delete document.documentElement.dataset.area;
    };
  }, []);
  return null;
}

/**
 * Renders a remote's area: the loading screen while it arrives, a retryable fallback if it fails. On a
 * composed first load the Suspense boundary keeps the server's HTML until the remote's code hydrates it.
 * Memoised: a re-render from above (the router's location object) must not reach a boundary that is
 * still waiting to hydrate, or React drops the server's HTML for the loading screen.
 */
export const RemoteArea = memo(function RemoteArea({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const serverHtmlReplaced = useServerHtmlReplaced(remote);
  const release = useAreaRelease(remote);
  const Area = areaComponent(remote);
  const retry = () => {
    // Whichever way the area loaded, the retry reads the remote's live manifest again.
    loadedAreas.delete(remote);
    forgetRemote(remote);
    // The composer preloaded this remote's files, and a browser answers a failed preload's URL with
    // the same failure for the rest of the document: only a new document asks the network again.
    if (compositionData()?.area?.remote === remote) {
      window.location.reload();
      return;
    }
    lazyAreas.delete(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={`${attempt}-${serverHtmlReplaced}-${release}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingScreen />}>
        <Area />
        <AreaReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
