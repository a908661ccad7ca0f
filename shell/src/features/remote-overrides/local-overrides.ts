import type { RemoteName } from '@codekade/shared/contract';
import { OVERRIDE_PARAM, SESSION_COOKIE, STORAGE_KEY } from '../../lib/override-markers';
import { verifyOverrideManifest } from '../../lib/override-verification';
import { readStored, removeStored, writeStored } from '../../lib/safe-storage';
import { type RemoteOverrides, validOverride } from '../../lib/valid-override';

const SESSION_DAYS = 7;

function addValid(overrides: RemoteOverrides, name: string, url: string): void {
  const result = validOverride(name, url);
  if ('problem' in result) {
    console.warn(`[shell] Ignoring remote override for "${name}": ${result.problem}.`);
    return;
  }
  overrides[result.name] = result.url;
}

function readStoredOverrides(): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  try {
    const stored: unknown = JSON.parse(readStored(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return overrides;
    for (const [name, url] of Object.entries(stored)) if (typeof url === 'string') addValid(overrides, name, url);
  } catch {
    console.warn(`[shell] Ignoring unreadable remote overrides in localStorage "${STORAGE_KEY}".`);
  }
  return overrides;
}

/** The overrides the address asks for, which it then stops showing so they are not shared by accident. */
function takeRequestedOverrides(location: Location): RemoteOverrides {
  const requested: RemoteOverrides = {};
  const url = new URL(location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return requested;
  for (const value of values) {
    const separator = value.indexOf('=');
    addValid(requested, value.slice(0, separator), value.slice(separator + 1));
  }
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return requested;
}

/**
 * Reads the overrides: the stored ones, plus new ones from the address whose manifest loads and
 * keeps to this machine; those are kept in localStorage until reset. A refused one is not stored,
 * so one bad link cannot break a page on every later visit.
 */
export async function loadRemoteOverrides(location: Location = window.location): Promise<RemoteOverrides> {
  const overrides = readStoredOverrides();
  const requested = Object.entries(takeRequestedOverrides(location)) as [RemoteName, string][];
  if (requested.length === 0) {
    syncSessionCookie(overrides);
    return overrides;
  }
  const problems = await Promise.all(requested.map(([, url]) => verifyOverrideManifest(url)));
  requested.forEach(([name, url], index) => {
    const problem = problems[index];
    if (problem === undefined) overrides[name] = url;
    else
      console.warn(`[shell] Ignoring remote override for "${name}" (${url}): ${problem}. Loading the deployed remote.`);
  });
  writeStored(STORAGE_KEY, JSON.stringify(overrides));
  syncSessionCookie(overrides);
  return overrides;
}

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Mirrors the overrides into the session cookie; removes it when there are none (and only then touches it). */
function syncSessionCookie(overrides: RemoteOverrides): void {
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  const empty = Object.keys(overrides).length === 0;
  if (empty && !hasSessionCookie()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox ESR and jsdom.
  document.cookie = empty
    ? `${SESSION_COOKIE}=${attributes}; Max-Age=0`
    : `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(overrides))}${attributes}; Max-Age=${SESSION_DAYS * 86_400}`;
}

export function clearRemoteOverrides(): void {
  removeStored(STORAGE_KEY);
  syncSessionCookie({});
}

let active: Promise<RemoteOverrides> | undefined;

/** The overrides of this page load, read once. */
export function activeRemoteOverrides(): Promise<RemoteOverrides> {
  active ??= loadRemoteOverrides();
  return active;
}
