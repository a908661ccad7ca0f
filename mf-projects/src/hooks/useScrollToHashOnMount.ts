import { useEffect } from 'react';

/**
 * Arriving at /projecten#webstores, the browser looked for the anchor before this remote rendered it:
 * jump there once the page is on screen. A frame later, so the shell's scroll-to-top on a path change
 * (an effect that runs after this page's effects) does not undo it.
 */
export function useScrollToHashOnMount(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, []);
}
