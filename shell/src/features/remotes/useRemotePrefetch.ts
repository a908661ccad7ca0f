import { findSiteArea, siteAreas } from '@codekade/shared/routes';
import { useEffect } from 'react';
import { prefetchSlotsOf } from './fragment-slots';
import { prefetchAreaRoutes, warmAreaFiles } from './remote-loader';

function prefetchLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const area = findSiteArea(link.pathname);
  if (area) prefetchAreaRoutes(area.remote);
}

function warmAllAreas(): void {
  for (const area of siteAreas) {
    warmAreaFiles(area.remote).catch(() => undefined);
    prefetchSlotsOf(area.remote);
  }
}

/** Runs the callback once the page has loaded and the browser is idle (Safari lacks requestIdleCallback). */
function whenIdleAfterLoad(callback: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 5000 })
        : window.setTimeout(callback, 2000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * Loads remotes before they are needed: the one behind a link is loaded and run as soon as the link
 * is hovered or focused; once the browser is idle after the first page, the files of all of them are
 * fetched into the cache without running (running them would cost a phone's main thread for nothing),
 * and the fragment slots their pages show are fetched too.
 */
export function useRemotePrefetch(): void {
  useEffect(() => {
    document.addEventListener('pointerover', prefetchLinkTarget, { passive: true });
    document.addEventListener('focusin', prefetchLinkTarget);
    const cancelIdlePrefetch = whenIdleAfterLoad(warmAllAreas);
    return () => {
      document.removeEventListener('pointerover', prefetchLinkTarget);
      document.removeEventListener('focusin', prefetchLinkTarget);
      cancelIdlePrefetch();
    };
  }, []);
}
