/**
 * A developer's remote override inside the live shell (`pnpm dev:remote … --live`, a pull request's
 * preview link). The override reaches the composer in the `__session` cookie, the one cookie Firebase
 * Hosting forwards to Cloud Run (and keys its CDN cache on), or on the first request in the
 * `remoteOverride` query parameter. The answer to that browser admits the override's origin in its
 * Content-Security-Policy and is `private, no-store`, so no CDN and no other visitor ever gets it.
 * The page differs in one attribute: its inline script loads the shell's developer entry instead of
 * `index` (`withDeveloperEntry`), which boots the page on the override's development React.
 */
import { parseRequestTarget } from '@codekade/platform/request-guard';
import { isRemoteName } from '@codekade/shared/contract';
import { isLoopbackUrl } from '../src/lib/loopback-urls';
import { OVERRIDE_PARAM, SESSION_COOKIE } from '../src/lib/override-markers';
import { validOverride } from '../src/lib/valid-override';
import type { ComposedResponse } from './composer';

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

function pairsFromQuery(url: URL): [string, string][] {
  return url.searchParams.getAll(OVERRIDE_PARAM).map((value) => {
    const separator = value.indexOf('=');
    return [value.slice(0, separator), value.slice(separator + 1)];
  });
}

/**
 * The override origins this request asks for, by the shell's own rules (a remote of this site, on
 * this machine or on that remote's own preview channel); anything else is ignored.
 */
export function requestedOverrideOrigins(url: URL, cookieHeader: string | undefined): string[] {
  const origins = new Set<string>();
  for (const [name, manifestUrl] of [...pairsFromCookie(cookieHeader), ...pairsFromQuery(url)]) {
    if (!isRemoteName(name)) continue;
    const result = validOverride(name, manifestUrl);
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
  request: { url: URL; cookie: string | undefined; contentSecurityPolicy: string },
): Record<string, string> {
  const origins = requestedOverrideOrigins(request.url, request.cookie);
  if (origins.length === 0) return headers;
  return {
    ...headers,
    'Content-Security-Policy': admitOrigins(request.contentSecurityPolicy, origins),
    'Cache-Control': 'private, no-store',
  };
}

/**
 * `withOverrideSession` for an HTTP request as it arrives (the Cloud Run entry and the local server):
 * its query and cookie decide (the target read as a path, as every server of the site reads it).
 */
export function withRequestOverrides(
  headers: Record<string, string>,
  request: { url?: string; headers: { cookie?: string } },
  contentSecurityPolicy: string,
): Record<string, string> {
  const target = parseRequestTarget(request.url);
  if (!target) return headers;
  return withOverrideSession(headers, { url: target.url, cookie: request.headers.cookie, contentSecurityPolicy });
}

/** True when the request asks for, or carries, an override the shell's rules accept. */
export function requestHasOverrides(request: { url?: string; headers: { cookie?: string } }): boolean {
  const target = parseRequestTarget(request.url);
  return target !== undefined && requestedOverrideOrigins(target.url, request.headers.cookie).length > 0;
}

/** The federated entry the inline script loads (its `data-entry`, written by shell/inline-script-plugin.ts). */
const FEDERATED_ENTRY = /(<script data-entry=")\/static\/js\/index\.[\w-]+\.js(")/;

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
