import { findSiteArea, siteAreas } from '@codekade/shared/routes';
import { useEffect } from 'react';
import { compositionData } from '../../lib/composition-data';
import { whenIdleAfterLoad } from '../../lib/when-idle-after-load';
import { prefetchSlotsOf } from './fragment-slots';
import { prefetchAreaRoutes, warmArea } from './remote-loader';

function prefetchLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const area = findSiteArea(link.pathname);
  if (area) prefetchAreaRoutes(area.remote);
}

/** Every area but the one whose server HTML this page shows (its code is loading for the page itself). */
function warmOtherAreas(): void {
  const shown = compositionData()?.area?.remote;
  for (const area of siteAreas) {
    if (area.remote === shown) continue;
    warmArea(area.remote).catch(() => undefined);
    // The fragment slots its pages show (the shown area's came with its server HTML).
    prefetchSlotsOf(area.remote);
  }
}

/**
 * Loads remotes before they are needed, so a tap on a link renders the next page from what is at
 * hand: once the browser is idle after the first page, every other area's code and styles are
 * loaded and run (in short tasks, yielding between the federation runtime's steps); a link that is
 * hovered, focused or touched before that starts its area's load at once, ahead of the click.
 */
export function useRemotePrefetch(): void {
  useEffect(() => {
    document.addEventListener('pointerover', prefetchLinkTarget, { passive: true });
    document.addEventListener('pointerdown', prefetchLinkTarget, { passive: true });
    document.addEventListener('focusin', prefetchLinkTarget);
    const cancelWarmUp = whenIdleAfterLoad(warmOtherAreas);
    return () => {
      document.removeEventListener('pointerover', prefetchLinkTarget);
      document.removeEventListener('pointerdown', prefetchLinkTarget);
      document.removeEventListener('focusin', prefetchLinkTarget);
      cancelWarmUp();
    };
  }, []);
}
