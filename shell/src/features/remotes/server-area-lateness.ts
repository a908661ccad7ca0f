import { useSyncExternalStore } from 'react';

/**
 * Whether the area that holds the server's HTML waits for its code longer than the load budget (or
 * its code did not come): then a calm note says so, until the code arrives. One such area per page.
 */
let late = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setServerAreaLate(next: boolean): void {
  if (late === next) return;
  late = next;
  for (const listener of listeners) listener();
}

/** False while hydrating (the server rendered no note), then the current state. */
export function useServerAreaLate(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => late,
    () => false,
  );
}
