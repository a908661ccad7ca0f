import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server's HTML is hydrated (and on the server), true after: for parts that exist
 * only in the browser (a developer badge, the toaster), so hydration sees exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
