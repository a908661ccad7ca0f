import type { RemoteName } from '@codekade/shared/contract';
import { carryTypedValues } from '@codekade/shared/hooks/useValuesTypedBeforeHydration';
import { useSyncExternalStore } from 'react';
import { loadedBuildId } from '../../lib/build-ids';
import { compositionData } from '../../lib/composition-data';

let awaitingCode = true;
let serverHtmlTaken = false;
const replacedAreas = new Set<RemoteName>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Before the page area is rendered afresh: what was typed into its forms goes over to the new render. */
export function carryAreaTyping(): void {
  const area = document.getElementById('main');
  if (area) carryTypedValues(area);
}

/**
 * True once: for the composed remote's first area, the one that hydrates the server's HTML. Every
 * later area (a visit after navigating away) starts without HTML of its own.
 */
export function takeServerHtml(remote: RemoteName): boolean {
  if (serverHtmlTaken || compositionData()?.area?.remote !== remote) return false;
  serverHtmlTaken = true;
  return true;
}

/**
 * Decides, once the server-rendered area's code has loaded, whether it may hydrate the server's HTML:
 * only the build that rendered the HTML can. Another build (a remote deployed in between, a local
 * override) would not match, so the area is rendered afresh instead: the loader never resolves, the
 * server's HTML stays on screen, and `useServerHtmlReplaced` swaps in the new render in one commit,
 * its forms starting from what was typed into the server's.
 */
export function hydrationGate<T>(remote: RemoteName, module: T): T | Promise<T> {
  const area = compositionData()?.area;
  if (!awaitingCode || area?.remote !== remote) return module;
  awaitingCode = false;
  if (loadedBuildId(remote) === area.buildId) return module;
  console.info(
    `[shell] Remote "${remote}" build ${loadedBuildId(remote) ?? 'unknown'} differs from the server's HTML ` +
      `(build ${area.buildId}); rendering it in the browser instead of hydrating.`,
  );
  replacedAreas.add(remote);
  carryAreaTyping();
  for (const listener of listeners) listener();
  return new Promise<T>(() => undefined);
}

/** True once the area's server HTML must give way to a browser render (see `hydrationGate`). */
export function useServerHtmlReplaced(remote: RemoteName): boolean {
  return useSyncExternalStore(
    subscribe,
    () => replacedAreas.has(remote),
    () => false,
  );
}
