import { remoteOwning } from '@codekade/shared/discovery';
import { useEffect } from 'react';
import { pageAreas } from '../../lib/site-areas';
import { prefetchAreaRoutes } from './remote-loader';
import { warmUpOtherAreas } from './warm-up';

function prefetchLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const owner = remoteOwning(pageAreas(), link.pathname);
  if (owner) prefetchAreaRoutes(owner.name);
}

/**
 * Loads remotes before they are needed, so a tap on a link renders the next page from what is at
 * hand: the idle warm-up readies every other area (warm-up.ts); a link that is hovered, focused or
 * touched before that starts its area's load at once, ahead of the click.
 */
export function useRemotePrefetch(): void {
  useEffect(() => {
    document.addEventListener('pointerover', prefetchLinkTarget, { passive: true });
    document.addEventListener('pointerdown', prefetchLinkTarget, { passive: true });
    document.addEventListener('focusin', prefetchLinkTarget);
    const stopWarmUp = warmUpOtherAreas();
    return () => {
      document.removeEventListener('pointerover', prefetchLinkTarget);
      document.removeEventListener('pointerdown', prefetchLinkTarget);
      document.removeEventListener('focusin', prefetchLinkTarget);
      stopWarmUp();
    };
  }, []);
}
