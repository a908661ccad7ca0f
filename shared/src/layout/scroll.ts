import { SCROLLED_THRESHOLD_PX, useLayoutStore } from '@codekade/shared/layout-store';

/** True once the page is scrolled past SCROLLED_THRESHOLD_PX; false on the server and while hydrating. */
export function useScrolled(): boolean {
  return useLayoutStore((state) => state.scrollY > SCROLLED_THRESHOLD_PX);
}

/**
 * Calls `listener` with the new offset whenever the shell reports a scroll (at most once per frame),
 * without re-rendering the caller. Returns the unsubscribe function; for use in an effect.
 */
export function subscribeToScroll(listener: (scrollY: number) => void): () => void {
  return useLayoutStore.subscribe((state, previous) => {
    if (state.scrollY !== previous.scrollY) listener(state.scrollY);
  });
}
