import type { RemoteName } from '@codekade/shared/contract';
import { CONFIRMED_KEY, OVERRIDE_PARAM, RESENT_KEY, SESSION_COOKIE, STORAGE_KEY } from '../../lib/override-markers';
import { verifyOverrideManifest } from '../../lib/override-verification';
import { readStored, removeStored, writeStored } from '../../lib/safe-storage';
import { type ListedRemotes, type RemoteOverrides, validOverride } from '../../lib/valid-override';
import { readListedRemotes } from './listed-remotes';
import { confirmOverrides } from './override-confirmation';

function addValid(overrides: RemoteOverrides, name: string, url: string, listed: ListedRemotes): void {
  const result = validOverride(name, url, listed);
  if ('problem' in result) {
    console.warn(`[shell] Ignoring remote override for "${name}": ${result.problem}.`);
    return;
  }
  overrides[result.name] = result.url;
}

/** The overrides kept under `key` in this tab's session, each checked again against the current document. */
function readStoredOverrides(key: string, listed: ListedRemotes): RemoteOverrides {
  const overrides: RemoteOverrides = {};
  const text = readStored(key);
  if (text === null) return overrides;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return overrides;
    for (const [name, url] of Object.entries(stored))
      if (typeof url === 'string') addValid(overrides, name, url, listed);
  } catch {
    console.warn(`[shell] Ignoring unreadable remote overrides in sessionStorage "${key}".`);
  }
  return overrides;
}

/** The overrides the address asks for, which it then stops showing, whatever the answer, so they are not shared by accident. */
function takeRequestedOverrides(location: Location, listed: ListedRemotes): RemoteOverrides {
  const requested: RemoteOverrides = {};
  const url = new URL(location.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return requested;
  for (const value of values) {
    const separator = value.indexOf('=');
    addValid(requested, value.slice(0, separator), value.slice(separator + 1), listed);
  }
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return requested;
}

/** Whether this tab can keep an override for its session at all (a browser that blocks site data cannot). */
function canKeepOverrides(): boolean {
  const probe = `${STORAGE_KEY}:probe`;
  const kept = writeStored(probe, '1');
  removeStored(probe);
  return kept;
}

export interface LoadOptions {
  location?: Location;
  /** The page's areas as the discovery document lists them (default: this page's reading). */
  listed?: ListedRemotes;
  /** Asks the person whether the overrides of a link may run (default: the page's confirmation dialog). */
  confirm?: (overrides: RemoteOverrides) => Promise<boolean>;
  /** Loads the page again, now with the confirmed overrides in the session cookie (default: a reload). */
  reload?: () => void;
}

/**
 * Reads the overrides of this page load. Those kept in this tab's session (sessionStorage) apply, each
 * checked again against the discovery document. One a link asks for loads nothing before the person
 * confirmed it in the page: on "Doorgaan" it is kept as confirmed, the session cookie tells the
 * composer, and the page loads again (so its policy admits the override and it gets the developer
 * entry); that load checks its manifest, and keeps it only if it loads and keeps to its own host.
 * "Annuleren" and Escape leave everything as it was. A refused one is not kept, so one bad link
 * cannot break a later page.
 */
export async function loadRemoteOverrides(options: LoadOptions = {}): Promise<RemoteOverrides> {
  const { location = window.location, confirm = confirmOverrides, reload = () => window.location.reload() } = options;
  // What this page's request told the composer: the cookie as the page was loaded.
  const composedFor = cookieOverrides();
  const listed = options.listed ?? (await readListedRemotes());
  const overrides = readStoredOverrides(STORAGE_KEY, listed);
  const requested = takeRequestedOverrides(location, listed);
  const fresh = Object.fromEntries(
    Object.entries(requested).filter(([name, url]) => overrides[name] !== url),
  ) as RemoteOverrides;
  if (Object.keys(fresh).length > 0) {
    if (!canKeepOverrides()) {
      console.warn('[shell] Ignoring the remote override of this link: this browser keeps no site data for it.');
    } else if (await confirm(fresh)) {
      writeStored(CONFIRMED_KEY, JSON.stringify({ ...readStoredOverrides(CONFIRMED_KEY, listed), ...fresh }));
      syncSessionCookie({ ...overrides, ...fresh });
      reload();
      // The page is loading again; nothing more of this one starts.
      return new Promise<RemoteOverrides>(() => undefined);
    }
  }
  const confirmed = Object.entries(readStoredOverrides(CONFIRMED_KEY, listed)) as [RemoteName, string][];
  removeStored(CONFIRMED_KEY);
  const problems = await Promise.all(confirmed.map(([, url]) => verifyOverrideManifest(url)));
  confirmed.forEach(([name, url], index) => {
    const problem = problems[index];
    if (problem === undefined) overrides[name] = url;
    else
      console.warn(`[shell] Ignoring remote override for "${name}" (${url}): ${problem}. Loading the deployed remote.`);
  });
  if (Object.keys(overrides).length > 0) writeStored(STORAGE_KEY, JSON.stringify(overrides));
  else removeStored(STORAGE_KEY);
  syncSessionCookie(overrides);
  if (!composedWithout(overrides, composedFor)) {
    removeStored(RESENT_KEY);
  } else if (readStored(RESENT_KEY) === null && writeStored(RESENT_KEY, '1')) {
    // Another tab changed the shared session cookie, so this page came with the strict policy: load it
    // again with this tab's overrides, once until a page comes with them (the cookie may not stick).
    reload();
    return new Promise<RemoteOverrides>(() => undefined);
  } else {
    console.warn('[shell] The page came without the remote overrides of this tab (is the session cookie blocked?).');
  }
  return overrides;
}

/** The overrides the session cookie carried when this page loaded (whatever they are: only compared). */
function cookieOverrides(): Record<string, unknown> {
  const part = document.cookie
    .split(';')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(part?.slice(SESSION_COOKIE.length + 1) ?? '{}'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Whether one of this tab's overrides was not in the cookie of this page's request (its policy lacks it). */
function composedWithout(overrides: RemoteOverrides, composedFor: Record<string, unknown>): boolean {
  return Object.entries(overrides).some(([name, url]) => composedFor[name] !== url);
}

function hasSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Mirrors this tab's overrides into the session cookie (no Max-Age or Expires: it ends with the
 * browser session); removes it when there are none (and only then touches it), so a cookie that this
 * tab did not confirm, planted or left over, goes at once.
 */
function syncSessionCookie(overrides: RemoteOverrides): void {
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  const empty = Object.keys(overrides).length === 0;
  if (empty && !hasSessionCookie()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox ESR and jsdom.
  document.cookie = empty
    ? `${SESSION_COOKIE}=${attributes}; Max-Age=0`
    : `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(overrides))}${attributes}`;
}

export function clearRemoteOverrides(): void {
  removeStored(STORAGE_KEY);
  removeStored(CONFIRMED_KEY);
  removeStored(RESENT_KEY);
  syncSessionCookie({});
}

let active: Promise<RemoteOverrides> | undefined;

/** The overrides of this page load, read once. */
export function activeRemoteOverrides(): Promise<RemoteOverrides> {
  active ??= loadRemoteOverrides();
  return active;
}
