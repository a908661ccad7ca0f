import type { RemoteName } from '@codekade/shared/contract';
import { type ComponentType, type LazyExoticComponent, useSyncExternalStore } from 'react';
import { carryAreaTyping } from '../composition';

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
 * Makes another release's routes (already loaded, so they render in one swap) the area's code. With
 * `remount`, every `RemoteArea` of `remote` mounts afresh with them now (its key changes), its forms
 * starting from what was typed into the old ones; without, the area on screen stays and the next
 * visit renders them.
 */
export function adoptAreaModule(remote: RemoteName, routes: ComponentType, { remount }: { remount: boolean }): void {
  lazyAreas.delete(remote);
  loadedAreas.set(remote, routes);
  if (!remount) return;
  carryAreaTyping();
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
