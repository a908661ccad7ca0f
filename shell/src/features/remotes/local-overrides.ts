import { isRemoteName, type RemoteName } from '@codekade/shared/contract';

/** Query parameter that points one remote at a local dev server: `?remoteOverride=mf_about=<manifest URL>`. */
export const OVERRIDE_PARAM = 'remoteOverride';
const STORAGE_KEY = 'codekade:remote-overrides';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/**
 * Only a developer's own machine may replace a remote: an override to any other host would let a
 * crafted link run foreign code inside the site.
 */
export function validOverride(name: string, url: string): { name: RemoteName; url: string } | { problem: string } {
  if (!isRemoteName(name)) return { problem: `"${name}" is not a remote of this site` };
  if (!URL.canParse(url)) return { problem: `"${url}" is not a URL` };
  const parsed = new URL(url);
  if (!['http:', 'https:'].includes(parsed.protocol) || !LOOPBACK_HOSTS.has(parsed.hostname)) {
    return { problem: `only loopback URLs (localhost, 127.0.0.1, [::1]) are accepted, got ${url}` };
  }
  return { name, url: parsed.href };
}

function addValid(overrides: RemoteOverrides, name: string, url: string): void {
  const result = validOverride(name, url);
  if ('problem' in result) {
    console.warn(`[shell] Ignoring remote override for "${name}": ${result.problem}.`);
    return;
  }
  overrides[result.name] = result.url;
}

function readStored(storage: Storage): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return overrides;
    for (const [name, url] of Object.entries(stored)) if (typeof url === 'string') addValid(overrides, name, url);
  } catch {
    console.warn(`[shell] Ignoring unreadable remote overrides in localStorage "${STORAGE_KEY}".`);
  }
  return overrides;
}

/**
 * Reads the overrides: new ones from the address (kept in localStorage until reset), then removes
 * the parameter from the address so it is not shared by accident.
 */
export function loadRemoteOverrides(location: Location = window.location, storage: Storage = localStorage) {
  const overrides = readStored(storage);
  const url = new URL(location.href);
  const requested = url.searchParams.getAll(OVERRIDE_PARAM);
  if (requested.length === 0) return overrides;
  for (const value of requested) {
    const separator = value.indexOf('=');
    addValid(overrides, value.slice(0, separator), value.slice(separator + 1));
  }
  storage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return overrides;
}

export function clearRemoteOverrides(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

let active: RemoteOverrides | undefined;

/** The overrides of this page load, read once. */
export function activeRemoteOverrides(): RemoteOverrides {
  active ??= loadRemoteOverrides();
  return active;
}
