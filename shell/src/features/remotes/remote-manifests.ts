import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractGuardPlugin } from '../../lib/contract-guard';
import { fetchRemotesConfig, REMOTES_CONFIG_URL, type RemotesConfig } from '../../lib/remotes-config';
import { measuredLoadsPlugin } from '../measurements';
import { type ActiveOverrides, activeOverrides } from '../remote-overrides';
import { abandonedSharesPlugin } from './abandoned-shares-plugin';
import { withinLoadBudget } from './load-budget';
import { loadedBuildPlugin } from './loaded-build-plugin';
import { abandonPendingFiles } from './pending-files';
import { pinnedLoadsPlugin } from './pinned-loads-plugin';
import { loadOverrideUnpinned } from './pins';
import { yieldingPlugin } from './yielding-plugin';

let registration: Promise<RemotesConfig> | undefined;

/**
 * Which manifest each area loads, decided in this one place: the version the discovery document pins
 * (on a composed first page, the versions the composer picked for this page, always
 * `…/v/<build id>/mf-manifest.json`) with a developer's confirmed overrides on top, which alone load
 * without pins. The federation runtime reads that manifest for every load of the remote: a pinned
 * version's manifest never changes, so a page keeps its versions across a promotion or an abort
 * (docs/rollouts.md); only a release recovery moves an area, to the version the site's discovery
 * document serves (`moveRemoteTo`).
 */
async function chooseManifests(): Promise<{
  manifests: RemotesConfig;
  overridden: ReadonlySet<string>;
  guard: ActiveOverrides['guard'];
}> {
  const deployed = await withinLoadBudget(fetchRemotesConfig(), REMOTES_CONFIG_URL);
  const { overrides, guard } = await activeOverrides();
  const manifests: RemotesConfig = { ...deployed };
  const overridden = new Set<string>();
  for (const [name, url] of Object.entries(overrides)) {
    if (url === undefined) continue;
    manifests[name] = url;
    overridden.add(name);
    loadOverrideUnpinned(url);
  }
  return { manifests, overridden, guard };
}

/** A load that failed: whether a file was not the pinned one is checked after the failure only. */
const reportFailure = (failure: unknown) =>
  import('./integrity-failures').then((failures) => failures.reportFailure(failure)).catch(() => false);

async function register(): Promise<RemotesConfig> {
  const { manifests, overridden, guard } = await chooseManifests();
  registerPlugins([
    contractGuardPlugin(),
    // A developer's overridden remote may load only what the guard allows.
    ...(guard ? [guard] : []),
    // Every other remote loads only files its pinned version names, each by its pin (issue 48).
    pinnedLoadsPlugin({ overridden, failed: (failure) => void reportFailure(failure) }),
    loadedBuildPlugin(),
    abandonedSharesPlugin(),
    yieldingPlugin(),
  ]);
  registerPlugins([measuredLoadsPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
  return manifests;
}

/**
 * The manifest URL of each remote, registered with the federation runtime once; a failure is
 * forgotten so a retry fetches remotes.json again.
 */
export function registeredRemotes(): Promise<RemotesConfig> {
  registration ??= register().catch((error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/**
 * Registers `remote` with the runtime afresh (`force`), so its next load reads the manifest again
 * and runs the entry it names: the runtime drops its cached entry, container and manifest; the
 * shared modules the old container provided go when the new one starts (abandoned-shares-plugin.ts).
 * Files of the remote still loading are abandoned, or the next load would wait on the same hanging
 * request (pending-files.ts).
 */
export function registerRemoteAfresh(remote: RemoteName): void {
  registration?.then(
    (config) => {
      const entry = config[remote];
      if (entry === undefined) return;
      abandonPendingFiles(new URL('.', entry).href);
      registerRemotes([{ name: remote, entry }], { force: true });
    },
    () => undefined,
  );
}

/**
 * Makes `manifestUrl` the manifest `remote` loads from now on (a release recovery's move to the
 * version the site serves now, whose pins `learnPins` took), registered afresh as `registerRemoteAfresh` does.
 */
export async function moveRemoteTo(remote: RemoteName, manifestUrl: string): Promise<void> {
  const config = await registeredRemotes();
  const before = config[remote];
  if (before !== undefined) abandonPendingFiles(new URL('.', before).href);
  config[remote] = manifestUrl;
  registerRemotes([{ name: remote, entry: manifestUrl }], { force: true });
}

/** The remote whose files live under `url` (the folder of its manifest). */
export async function remoteServing(url: string): Promise<RemoteName | undefined> {
  const config = await registeredRemotes();
  const found = Object.entries(config).find(([, manifestUrl]) => url.startsWith(new URL('.', manifestUrl).href));
  return found && isRemoteName(found[0]) ? found[0] : undefined;
}
