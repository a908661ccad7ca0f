import { type RemoteName, type RemotesConfig, ROUTES_EXPOSE } from '@codekade/shared/contract';
import { type RemoteManifest, routesFilesOf } from '@codekade/shared/remote-manifest';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { buildIdPlugin } from '../../lib/build-ids';
import { contractGuardPlugin } from '../../lib/contract-guard';
import { fetchRemotesConfig, REMOTES_CONFIG_URL } from '../../lib/remotes-config';
import { measuredLoadsPlugin } from '../measurements';
import { activeOverrides, activeRemoteOverrides } from '../remote-overrides';
import { withinLoadBudget } from './load-budget';
import { abandonPendingFiles } from './pending-files';
import { resetRemoteGlobals } from './remote-globals';
import { yieldingPlugin } from './yielding-plugin';

export interface AreaRoutesModule {
  default: ComponentType;
}

let configPromise: Promise<RemotesConfig> | undefined;
const routesModules = new Map<RemoteName, Promise<AreaRoutesModule>>();

/**
 * Fetches remotes.json once and registers every remote (a developer's local overrides win); a
 * failure is forgotten so a retry fetches again.
 */
function ensureRemotesRegistered(): Promise<RemotesConfig> {
  configPromise ??= withinLoadBudget(fetchRemotesConfig(), REMOTES_CONFIG_URL).then(
    async (deployed) => {
      const { overrides, guard } = await activeOverrides();
      const config = { ...deployed, ...overrides };
      registerPlugins([contractGuardPlugin(), ...(guard ? [guard] : []), buildIdPlugin(), yieldingPlugin()]);
      registerPlugins([measuredLoadsPlugin()]);
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
      return config;
    },
    (error: unknown) => {
      configPromise = undefined;
      throw error;
    },
  );
  return configPromise;
}

async function importAreaRoutes(remote: RemoteName): Promise<AreaRoutesModule> {
  const config = await ensureRemotesRegistered();
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
  let module = routesModules.get(remote);
  if (!module) {
    module = importAreaRoutes(remote);
    routesModules.set(remote, module);
    module.catch(() => forgetRemote(remote));
  }
  return module;
}

/**
 * The routes for what has nothing on screen while it waits (an area without server HTML, a move to
 * a newer release): past the load budget it gives up and forgets the load, so a retry asks afresh.
 */
export function loadAreaRoutesWithinBudget(remote: RemoteName): Promise<AreaRoutesModule> {
  const routes = loadAreaRoutes(remote);
  return withinLoadBudget(routes, `Remote "${remote}"`).catch((error: unknown) => {
    if (routesModules.get(remote) === routes) forgetRemote(remote);
    throw error;
  });
}

/** The manifest URL of each registered remote (remotes.json with a developer's overrides). */
export function registeredRemotes(): Promise<RemotesConfig> {
  return ensureRemotesRegistered();
}

/**
 * Drops a remote's loaded or failed routes, including the federation runtime's cached entry, so the
 * next load reads its manifest again and starts afresh (a retry, or a newer release).
 */
export function forgetRemote(remote: RemoteName): void {
  routesModules.delete(remote);
  resetRemoteGlobals(remote);
  configPromise?.then(
    (config) => {
      abandonPendingFiles(new URL('.', config[remote]).href);
      registerRemotes([{ name: remote, entry: config[remote] }], { force: true });
    },
    () => undefined,
  );
}

/** Loads and runs a remote ahead of a likely navigation; failures stay silent until the area is shown. */
export function prefetchAreaRoutes(remote: RemoteName): void {
  loadAreaRoutes(remote).catch(() => undefined);
}

/**
 * Lets the browser fetch a remote's entry and page files at idle priority without running them, so
 * a later visit starts from the cache while this page's main thread stays free.
 */
export async function warmAreaFiles(remote: RemoteName): Promise<void> {
  // A developer's local remote needs no warming, and its manifest is not trusted to name files.
  if (remote in (await activeRemoteOverrides())) return;
  const manifestUrl = (await ensureRemotesRegistered())[remote];
  const { scripts, styles } = routesFilesOf((await (await fetch(manifestUrl)).json()) as RemoteManifest);
  for (const file of [...scripts, ...styles]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = new URL(file, manifestUrl).href;
    document.head.append(link);
  }
}
