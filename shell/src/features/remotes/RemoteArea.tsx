import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, memo, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { compositionData } from '../../lib/composition-data';
import { holdsServerHtml, serverHtmlCommitted } from '../composition';
import { AreaLateNote } from './AreaLateNote';
import { type AreaRoutesModule, type AreaState, areaState } from './area-state';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { forgetRemote, loadAreaRoutesWithinBudget } from './remote-loader';
import { serverAreaComponent } from './server-area-code';
import { useAreaMount } from './useAreaState';

/**
 * An area with nothing on screen while its code comes: the loading screen, and past the budget the
 * fallback, until the code arrives after all: then the area mounts afresh with it, by itself, as a
 * composed page's area hydrates whenever its code comes (server-area-code.ts).
 */
function areaComponent(area: AreaState): ComponentType {
  const mountWhenLate = (module: AreaRoutesModule) => {
    if (area.routes) return;
    area.routesLoaded(module.default);
    area.remount();
  };
  return (
    area.routes ??
    area.lazyRoutes(() =>
      loadAreaRoutesWithinBudget(area.remote, mountWhenLate).then((module) => {
        area.routesLoaded(module.default);
        return module;
      }),
    )
  );
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
 * composed first load the Suspense boundary keeps the server's HTML until the remote's code hydrates it,
 * however late that is (server-area-code.ts): readable HTML never gives way to the fallback.
 * Memoised: a re-render from above (the router's location object) must not reach a boundary that is
 * still waiting to hydrate, or React drops the server's HTML for the loading screen.
 */
export const RemoteArea = memo(function RemoteArea({ remote }: { remote: RemoteName }) {
  const area = areaState(remote);
  // Decided while hydrating: this mount holds the server's HTML and waits for its code. Only its commit
  // takes the HTML, so a hydration render that React throws away and starts again decides the same.
  const [serverArea] = useState(() => (holdsServerHtml(remote) ? serverAreaComponent(remote) : undefined));
  useLayoutEffect(() => {
    if (serverArea) serverHtmlCommitted();
  }, [serverArea]);
  // A retry, a browser render of another build or a newer release mounts the area afresh.
  const mount = useAreaMount(area);
  // A newer release or a browser render of another build replaces the server's HTML with loaded code.
  const Area = area.routes ?? serverArea ?? areaComponent(area);
  const retry = () => {
    // Whichever way the area loaded, the retry reads the remote's live manifest again.
    area.forgetRoutes();
    forgetRemote(remote);
    // The composer preloaded this remote's files, and a browser answers a failed preload's URL with
    // the same failure for the rest of the document: only a new document asks the network again.
    if (compositionData()?.area?.remote === remote) {
      window.location.reload();
      return;
    }
    area.remount();
  };
  return (
    <>
      {serverArea && <AreaLateNote area={area} />}
      <RemoteErrorBoundary key={mount} remote={remote} onRetry={retry}>
        <Suspense fallback={<LoadingScreen />}>
          <Area />
          <AreaReady />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
});
