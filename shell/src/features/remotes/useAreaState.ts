import { useSyncExternalStore } from 'react';
import type { AreaState } from './area-state';

/** The area's React key: a new value mounts it afresh. 0 while hydrating, as on the server. */
export function useAreaMount(area: AreaState): number {
  return useSyncExternalStore(
    area.subscribe,
    () => area.mount,
    () => 0,
  );
}

/** Whether the area's server HTML waits for its code past the budget. False while hydrating (the server rendered no note). */
export function useAreaLate(area: AreaState): boolean {
  return useSyncExternalStore(
    area.subscribe,
    () => area.late,
    () => false,
  );
}
