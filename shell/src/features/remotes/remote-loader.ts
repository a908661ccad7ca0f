import { type RemoteName, ROUTES_EXPOSE } from '@codekade/shared/contract';
import { type RemoteManifest, routesFilesOf } from '@codekade/shared/remote-manifest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { activeRemoteOverrides } from '../remote-overrides';
import { type AreaRoutesModule, areaState } from './area-state';
import { prefetchSlotsOf } from './fragment-slots';
import { withinLoadBudget } from './load-budget';
import { manifestPin, PINS_REQUIRED } from './pins';
import { registeredRemotes, registerRemoteAfresh } from './remote-manifests';

async function importAreaRoutes(remote: RemoteName): Promise<AreaRoutesModule> {
  const config = await registeredRemotes();
  const exposed = `${remote}${ROUTES_EXPOSE.slice(1)}`;
  const module = await loadRemote<AreaRoutesModule>(exposed);
  if (typeof module?.default !== 'function') {
    throw new Error(`Remote "${remote}" (${config[remote]}) does not expose a component as "${exposed}".`);
  }
  return module;
}

/**
 * Loads a remote's routes component once; concurrent callers (prefetch and render) share the request.
 * It has no time limit of its own: how long to wait is the waiting area's decision (see
 * `loadAreaRoutesWithinBudget` and server-area-code.ts).
 */
export function loadAreaRoutes(remote: RemoteName): Promise<AreaRoutesModule> {
  const area = areaState(remote);
  if (!area.routesLoad) {
    const load = importAreaRoutes(remote);
    area.routesLoad = load;
    load.catch(() => forgetRemote(remote));
  }
  return area.routesLoad;
}

/**
 * The routes for what has nothing on screen while it waits (an area without server HTML, a move to
 * a newer release): past the load budget it gives up, so the visitor gets the fallback and its retry
 * instead of a loading screen that may never end. The load itself runs on: code that arrives after
 * the budget goes to `arrivedLate` (the area then mounts by itself), unless a retry or a newer
 * release has replaced the load meanwhile. A load that fails forgets itself (`loadAreaRoutes`).
 */
export function loadAreaRoutesWithinBudget(
  remote: RemoteName,
  arrivedLate?: (module: AreaRoutesModule) => void,
): Promise<AreaRoutesModule> {
  // A visit: the fragment slots its pages show come at the same time as its code, not after it.
  prefetchSlotsOf(remote);
  const routes = loadAreaRoutes(remote);
  return withinLoadBudget(routes, `Remote "${remote}"`).catch((error: unknown) => {
    const area = areaState(remote);
    if (area.routesLoad === routes && arrivedLate) {
      routes.then(
        (module) => {
          if (area.routesLoad === routes) arrivedLate(module);
        },
        () => undefined,
      );
    }
    throw error;
  });
}

/**
 * Drops a remote's loaded or failed routes, including the federation runtime's cached entry, so the
 * next load reads its manifest again and starts afresh (a retry, or a newer release).
 */
export function forgetRemote(remote: RemoteName): void {
  areaState(remote).routesLoad = undefined;
  registerRemoteAfresh(remote);
}

/** Loads and runs a remote ahead of a likely navigation; failures stay silent until the area is shown. */
export function prefetchAreaRoutes(remote: RemoteName): void {
  prefetchSlotsOf(remote);
  loadAreaRoutes(remote).catch(() => undefined);
}

/**
 * Lets the browser fetch a remote's entry and page files at idle priority without running them, so
 * running them later starts from the cache while this page's main thread stays free. Resolves once
 * every file has arrived or failed.
 */
export async function warmAreaFiles(remote: RemoteName): Promise<void> {
  // A developer's local remote needs no warming, and its manifest is not trusted to name files.
  if (remote in (await activeRemoteOverrides())) return;
  const manifestUrl = (await registeredRemotes())[remote];
  if (manifestUrl === undefined) return;
  // Only the pinned manifest names files (issue 48); they are checked by their pins when they run.
  const pin = manifestPin(remote, manifestUrl);
  if (pin === undefined && PINS_REQUIRED) return;
  const manifest = await (await fetch(manifestUrl, pin === undefined ? {} : { integrity: pin })).json();
  const { scripts, styles } = routesFilesOf(manifest as RemoteManifest);
  const arrivals = [...scripts, ...styles].map((file) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = new URL(file, manifestUrl).href;
    const arrived = new Promise<void>((settle) => {
      link.onload = () => settle();
      link.onerror = () => settle();
    });
    document.head.append(link);
    return arrived;
  });
  await Promise.all(arrivals);
}

/**
 * Loads and runs a remote's routes and keeps them as the area's code, so a later visit renders the
 * area in the tap's own frames, with no loading screen and no request. Only for an area that holds no
 * server HTML (that one hydrates with its own load, server-area-code.ts).
 */
export async function warmArea(remote: RemoteName): Promise<void> {
  const load = loadAreaRoutes(remote);
  const module = await load;
  const area = areaState(remote);
  // A load forgotten meanwhile (a retry, a move to a newer release) is not the area's code any more.
  if (area.routesLoad === load && !area.routes) area.routesLoaded(module.default);
}

/**
 * Lets an area ready what a tap to its pages needs beyond its code (its texts, say): its routes
 * module's `warmUp` (`AreaWarmUp`), when it exports one, once its routes have loaded. The warm-up runs
 * it for every other area after `warmArea`, and for the area whose server HTML the page shows; a
 * failure is the caller's to ignore (a page whose data did not come loads it itself).
 */
export async function runAreaWarmUp(remote: RemoteName): Promise<void> {
  const module = await areaState(remote).routesLoad;
  if (typeof module?.warmUp === 'function') await module.warmUp();
}
