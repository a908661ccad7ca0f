import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { contractGuardPlugin } from '../../lib/contract-guard';
import { fetchRemotesConfig, REMOTES_CONFIG_URL, type RemotesConfig } from '../../lib/remotes-config';
import { measuredLoadsPlugin } from '../measurements';
import { type ActiveOverrides, activeOverrides } from '../remote-overrides';
import { abandonedSharesPlugin } from './abandoned-shares-plugin';
import { corsLoadsPlugin } from './cors-loads-plugin';
import { withinLoadBudget } from './load-budget';
import { loadedBuildPlugin } from './loaded-build-plugin';
import { abandonPendingFiles } from './pending-files';
import { yieldingPlugin } from './yielding-plugin';

let registration: Promise<RemotesConfig> | undefined;

/**
 * Which manifest each area loads, decided in this one place: the deployed remotes.json (on a composed
 * first page, the copy its server used, naming the versions the composer picked for this page:
 * `…/v/<build id>/mf-manifest.json` during a rollout) with a developer's local overrides on top. The
 * federation runtime reads that manifest for every load of the remote, and release recovery reads
 * the same one to find a newer build: a pinned version's manifest never changes, so a page keeps
 * its versions across a promotion or an abort (docs/rollouts.md).
 */
async function chooseManifests(): Promise<{ manifests: RemotesConfig; guard: ActiveOverrides['guard'] }> {
  const deployed = await withinLoadBudget(fetchRemotesConfig(), REMOTES_CONFIG_URL);
  const { overrides, guard } = await activeOverrides();
  const manifests: RemotesConfig = { ...deployed };
  for (const [name, url] of Object.entries(overrides)) if (url !== undefined) manifests[name] = url;
  return { manifests, guard };
}

async function register(): Promise<RemotesConfig> {
  const { manifests, guard } = await chooseManifests();
  registerPlugins([
    contractGuardPlugin(),
    // A developer's overridden remote may load only what the guard allows.
    ...(guard ? [guard] : []),
    corsLoadsPlugin(),
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

/** The remote whose files live under `url` (the folder of its manifest). */
export async function remoteServing(url: string): Promise<RemoteName | undefined> {
  const config = await registeredRemotes();
  const found = Object.entries(config).find(([, manifestUrl]) => url.startsWith(new URL('.', manifestUrl).href));
  return found && isRemoteName(found[0]) ? found[0] : undefined;
}
