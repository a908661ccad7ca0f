import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, type LazyExoticComponent, useSyncExternalStore } from 'react';

/** A lazy component remembers its rejection forever, so each retry needs a fresh one. */
export const lazyAreas = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
/** Once loaded, an area renders at once: no loading screen when a visitor comes back to it. */
export const loadedAreas = new Map<RemoteName, ComponentType>();

/** Per remote, how many times its area moved to a newer release while this page was open. */
const releases = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the area from another release's routes, already loaded so it renders in one swap: every
 * `RemoteArea` of `remote` mounts afresh (its key changes) with them.
 */
export function showAreaRelease(remote: RemoteName, routes: ComponentType): void {
  lazyAreas.delete(remote);
  loadedAreas.set(remote, routes);
  releases.set(remote, (releases.get(remote) ?? 0) + 1);
  for (const listener of listeners) listener();
}

export function useAreaRelease(remote: RemoteName): number {
  return useSyncExternalStore(
    subscribe,
    () => releases.get(remote) ?? 0,
    () => 0,
  );
}
