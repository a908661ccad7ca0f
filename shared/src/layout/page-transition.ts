import { useLayoutStore } from '@codekade/shared/layout-store';

/**
 * True for PAGE_TRANSITION_MS once a client-side navigation has painted its page (raised by the shell). False on the
 * server and on the first, server-rendered load, so hydration never sees it.
 */
export function usePageTransition(): boolean {
  return useLayoutStore((state) => state.pageTransition);
}
