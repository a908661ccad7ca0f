/**
 * A remote's exposed routes as its dev server serves them inside a deployed shell (`pnpm dev:remote`;
 * the build preset exposes this module as `./routes` there, over the remote's own). Browser code of
 * the remote's dev build.
 *
 * React Refresh applies a component or content edit in place, state kept. An edit it cannot apply (a
 * changed export shape, a module outside components) travels up to the area's routes module; this
 * module accepts it there and mounts the area afresh with the new code, so only the remote's area
 * reloads, not the page (Rspack's HMR would otherwise reload the whole page), and says so in the console.
 */
import * as area from 'codekade-area-routes';
import { type ComponentType, useSyncExternalStore } from 'react';

/** The remote's federation name (the build preset defines it). */
declare const __CODEKADE_HOT_AREA__: string;

type AreaRoutes = ComponentType<Record<string, unknown>>;

/** Each reload of the area mounts the routes afresh (a new key): its state starts over. */
let current = { Routes: area.default as AreaRoutes, generation: 0 };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Written out as Rspack reads it: the bundler re-imports the routes module before this callback runs.
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('codekade-area-routes', () => {
    current = { Routes: area.default as AreaRoutes, generation: current.generation + 1 };
    console.info(
      `[${__CODEKADE_HOT_AREA__}] Fast Refresh could not apply this change in place; the area reloaded with it (its state starts over), the page did not.`,
    );
    for (const listener of listeners) listener();
  });
}

/** The area's warm-up (`AreaWarmUp`), the one its routes module exports now, if any. */
export function warmUp(): unknown {
  // Read as a whole object: most areas export no warmUp, which a static `area.warmUp` would warn about.
  const exported: Record<string, unknown> = area;
  const areaWarmUp = exported.warmUp;
  return typeof areaWarmUp === 'function' ? areaWarmUp() : undefined;
}

export default function HotAreaRoutes(props: Record<string, unknown>) {
  const { Routes, generation } = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return <Routes key={generation} {...props} />;
}
