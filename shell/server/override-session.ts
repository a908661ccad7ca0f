/**
 * A developer's remote override inside the live shell (`pnpm dev:remote … --live`, a pull request's
 * preview link). The override reaches the composer only in the `__session` cookie, the one cookie
 * Firebase Hosting forwards to Cloud Run (and keys its CDN cache on), which the page sets once the
 * person confirmed the override in it; the `remoteOverride` query parameter alone changes nothing
 * here (a stranger's link must not widen anything before that confirmation). Only a remote the
 * discovery document the page was composed with lists, on loopback or on a preview channel of that
 * remote's own Hosting site as the document names it, counts. The answer to that browser admits the
 * override's origin in its Content-Security-Policy and is `private, no-store`, so no CDN and no
 * other visitor ever gets it.
 * The page differs in one attribute: its inline script loads the shell's developer entry instead of
 * `index` (`withDeveloperEntry`), which boots the page on the override's development React.
 */
import { parseRequestTarget } from '@codekade/serving/request-guard';
import { isLoopbackUrl } from '../src/lib/loopback-urls';
import { SESSION_COOKIE } from '../src/lib/override-markers';
import { type ListedRemotes, validOverride } from '../src/lib/valid-override';
import type { ComposedResponse } from './composer-answers';

/** Directives that load the remote's code, styles, files and data. */
const LOADING_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src'];

function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}

function pairsFromCookie(cookieHeader: string | undefined): [string, string][] {
  const value = sessionCookieValue(cookieHeader);
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  } catch {
    return [];
  }
}

/**
 * The override origins this request carries in its session cookie, by the shell's own rules (a remote
 * the discovery document lists, on this machine or on that remote's own preview channel); anything
 * else is ignored. The address (`?remoteOverride=`) is not read: a link alone never widens the policy.
 */
export function requestedOverrideOrigins(cookieHeader: string | undefined, listed: ListedRemotes): string[] {
  const origins = new Set<string>();
  for (const [name, manifestUrl] of pairsFromCookie(cookieHeader)) {
    const result = validOverride(name, manifestUrl, listed);
    if ('problem' in result) continue;
    const { origin, hostname } = new URL(result.url);
    // A policy cannot name an IPv6 address; such an override is blocked by the browser, not admitted.
    if (!hostname.startsWith('[')) origins.add(origin);
  }
  return [...origins];
}

/** `policy` with `origins` added to every loading directive (and the hot-reload socket of a loopback one). */
export function admitOrigins(policy: string, origins: string[]): string {
  const sockets = origins
    .filter((origin) => isLoopbackUrl(origin, origin))
    .map((origin) => origin.replace(/^http/, 'ws'));
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/, 1);
      if (!LOADING_DIRECTIVES.includes(name)) return directive;
      return [directive, ...origins, ...(name === 'connect-src' ? sockets : [])].join(' ');
    })
    .join('; ');
}

/**
 * The headers of a page answer for this request: unchanged without an override; with one, the
 * policy also admits the override's origin and nothing may keep the answer.
 */
export function withOverrideSession(
  headers: Record<string, string>,
  request: { cookie: string | undefined; contentSecurityPolicy: string; listed: ListedRemotes },
): Record<string, string> {
  const origins = requestedOverrideOrigins(request.cookie, request.listed);
  if (origins.length === 0) return headers;
  return {
    ...headers,
    'Content-Security-Policy': admitOrigins(request.contentSecurityPolicy, origins),
    'Cache-Control': 'private, no-store',
  };
}

/**
 * `withOverrideSession` for an HTTP request as it arrives (the Cloud Run entry and the local server):
 * its cookie decides, against the remotes the answer's discovery document lists (none for an answer
 * that is no composed page), for a target every server of the site reads as a path.
 */
export function withRequestOverrides(
  headers: Record<string, string>,
  request: { url?: string; headers: { cookie?: string } },
  contentSecurityPolicy: string,
  listed: ListedRemotes,
): Record<string, string> {
  if (!parseRequestTarget(request.url)) return headers;
  return withOverrideSession(headers, { cookie: request.headers.cookie, contentSecurityPolicy, listed });
}

/** True when the request carries, in its session cookie, an override the shell's rules accept. */
export function requestHasOverrides(
  request: { url?: string; headers: { cookie?: string } },
  listed: ListedRemotes,
): boolean {
  return (
    parseRequestTarget(request.url) !== undefined && requestedOverrideOrigins(request.headers.cookie, listed).length > 0
  );
}

/**
 * The federated entry the inline script loads (its `data-entry`, written by shell/inline-script-plugin.ts),
 * with the entry's pin (shell/shell-pins-plugin.ts), which the developer entry goes without.
 */
const FEDERATED_ENTRY = /(<script data-entry=")\/static\/js\/index\.[\w-]+\.js(")(?: data-entry-integrity="[^"]*")?/;

/**
 * The page for a browser with an override: its inline script loads `developerEntry` (a file of the
 * shell's own build, `dist/developer/`) instead of `index`. The inline script's code, and so its hash
 * in the policy, stays the same; every other browser gets the page as composed.
 */
export function withDeveloperEntry(composed: ComposedResponse, developerEntry: string): ComposedResponse {
  if (!FEDERATED_ENTRY.test(composed.body)) return composed;
  return {
    ...composed,
    body: composed.body.replace(
      FEDERATED_ENTRY,
      (_match, start: string, end: string) => `${start}${developerEntry}${end}`,
    ),
  };
}
