import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { OVERRIDE_PARAM, SESSION_COOKIE, STORAGE_KEY } from '../../lib/override-markers';
import { readStored } from '../../lib/safe-storage';
import type { RemoteOverrides } from '../../lib/valid-override';

/**
 * True when this browser may have remote overrides: asked for in the address, stored, or still in
 * the session cookie (which the override code removes when none are left). Visitors have none of
 * these, so their pages never load the override code.
 */
export function mayHaveRemoteOverrides(location: Location = window.location): boolean {
  return (
    new URL(location.href).searchParams.has(OVERRIDE_PARAM) ||
    readStored(STORAGE_KEY) !== null ||
    document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))
  );
}

export interface ActiveOverrides {
  overrides: RemoteOverrides;
  /** The federation plugin that keeps each overridden remote on its override's host; none without overrides. */
  guard?: ModuleFederationRuntimePlugin;
}

let active: Promise<ActiveOverrides> | undefined;

/** The overrides of this page load, read once; the override code loads only where there may be some. */
export function activeOverrides(): Promise<ActiveOverrides> {
  active ??= mayHaveRemoteOverrides()
    ? Promise.all([import('./local-overrides'), import('./loopback-guard-plugin')]).then(
        async ([{ activeRemoteOverrides }, { loopbackGuardPlugin }]) => {
          const overrides = await activeRemoteOverrides();
          return { overrides, guard: loopbackGuardPlugin(overrides) };
        },
      )
    : Promise.resolve({ overrides: {} });
  return active;
}

/** The remotes a developer has pointed elsewhere on this page load. */
export async function activeRemoteOverrides(): Promise<RemoteOverrides> {
  return (await activeOverrides()).overrides;
}

/** Forgets every override (stored and in the cookie). */
export async function clearRemoteOverrides(): Promise<void> {
  (await import('./local-overrides')).clearRemoteOverrides();
}
