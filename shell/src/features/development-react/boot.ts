/**
 * Development React for a developer's override (the developer entry, `src/developer-index.ts`, runs
 * this before React loads; the composer sends that entry only to a browser with an override).
 *
 * The overridden remote's dev server (`pnpm dev:remote`) provides React, its DOM renderer and client
 * in development builds through the federation share scope, and its entry installs the React Refresh
 * runtime before react-dom loads (Rspack's React Refresh plugin prepends it to the remote entry). So
 * the whole page runs on that one development React, and the dev server's hot updates re-render the
 * remote in place with its state kept. Nothing here runs for a visitor: their page loads `index.js`.
 */
import { ROUTES_EXPOSE } from '@codekade/shared/contract';
import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEVELOPMENT_REACT_ATTRIBUTE } from '../../lib/development-react-marker';
import { activeOverrides } from '../remote-overrides';
import { replaceShellClient } from './development-client';

/**
 * The shared modules the dev server provides instead of the shell: React in development, with its DOM
 * renderer and client. JSX elements need no development runtime of the shell's (the dev server's code
 * brings its own `jsx-dev-runtime`; the production one makes plain elements that development React takes).
 */
export const DEVELOPMENT_SHARES = ['react', 'react-dom', 'react-dom/client'] as const;

interface Provider {
  from?: string;
  loaded?: unknown;
  loading?: unknown;
  get: () => Promise<() => unknown>;
}
type ScopeEntries = Record<string, Record<string, Provider> | undefined>;

/** The shell's own React modules leave the share scope, so the remote's init registers its own. */
function takeShellProviders(scope: ScopeEntries): ScopeEntries {
  const taken: ScopeEntries = {};
  for (const name of DEVELOPMENT_SHARES) {
    taken[name] = scope[name];
    delete scope[name];
  }
  return taken;
}

function putBack(scope: ScopeEntries, taken: ScopeEntries): void {
  for (const name of DEVELOPMENT_SHARES) {
    const providers = taken[name];
    if (providers) scope[name] = providers;
    else delete scope[name];
  }
}

/** The single provider `remote` registered for `name`, or why there is none. */
function providerFrom(scope: ScopeEntries, name: string, remote: string): Provider | string {
  const providers = Object.values(scope[name] ?? {});
  const provider = providers[0];
  if (providers.length !== 1 || !provider || provider.from !== remote)
    return `its dev server provides no "${name}" (is it running with \`pnpm dev:remote\`?)`;
  return provider;
}

/** Whether the override's manifest (a dev server's, `pnpm dev:remote`) shares React's DOM client. */
async function providesDevelopmentReact(manifestUrl: string): Promise<boolean> {
  try {
    const manifest = (await (await fetch(manifestUrl)).json()) as { shared?: { name?: unknown }[] };
    const provides =
      Array.isArray(manifest.shared) && manifest.shared.some((shared) => shared?.name === 'react-dom/client');
    if (!provides)
      console.info('[shell] The override is no dev server of `pnpm dev:remote`: the page runs on production React.');
    return provides;
  } catch {
    return false;
  }
}

/**
 * Boots the page on the overridden remote's development React; resolves to that remote's name, or to
 * undefined (with a warning in the console) when it cannot, and the page starts on production React.
 */
export async function bootOnDevelopmentReact(): Promise<string | undefined> {
  const { overrides, guard } = await activeOverrides();
  // One dev server provides React; with several overrides, the first one's.
  const [remote, manifestUrl] = Object.entries(overrides).sort(([a], [b]) => a.localeCompare(b))[0] ?? [];
  if (!remote || !manifestUrl || !(await providesDevelopmentReact(manifestUrl))) return undefined;
  if (guard) registerPlugins([guard]);
  registerRemotes([{ name: remote, entry: manifestUrl }]);
  const instance = getInstance();
  if (!instance) return undefined;
  // The shell's providers are registered first (its own sharing starts once, here at the latest).
  await Promise.all(instance.initializeSharing('default'));
  const scope = (instance.shareScopeMap.default ?? {}) as ScopeEntries;
  const early = DEVELOPMENT_SHARES.find((name) =>
    Object.values(scope[name] ?? {}).some((provider) => provider.loaded || provider.loading),
  );
  if (early) {
    console.warn(
      `[shell] The page runs on production React, without Fast Refresh: "${early}" loaded before the developer entry could replace it.`,
    );
    return undefined;
  }
  const taken = takeShellProviders(scope);
  try {
    const { module } = await instance.remoteHandler.getRemoteModuleAndOptions({
      id: `${remote}${ROUTES_EXPOSE.slice(1)}`,
    });
    await module.init();
    const providers = DEVELOPMENT_SHARES.map((name) => providerFrom(scope, name, remote));
    const problem = providers.find((provider) => typeof provider === 'string');
    if (problem !== undefined) throw new Error(`${remote} ${problem}`);
    const client = await (await (providers[2] as Provider).get())();
    replaceShellClient(client);
    document.documentElement.setAttribute(DEVELOPMENT_REACT_ATTRIBUTE, remote);
    return remote;
  } catch (error) {
    putBack(scope, taken);
    console.warn(
      `[shell] The page runs on production React, without Fast Refresh: ${error instanceof Error ? error.message : String(error)}.`,
    );
    return undefined;
  }
}
