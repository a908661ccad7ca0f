import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import { MEASUREMENT_TOKEN_META } from '@codekade/shared/measurement-beacon';
import { VERSION_OVERRIDE_PARAM } from '@codekade/shared/versions';
import { OVERRIDE_PARAM, SESSION_COOKIE } from '../../src/lib/override-markers';
import type { Composer } from '../composer';
import type { ComposedResponse } from '../composer-answers';
import type { Aggregator } from './aggregator';
import { clientAddress } from './client-address';
import type { ClientShare } from './client-share';
import type { PageTokens } from './page-token';

export interface ServedPagesOptions {
  aggregator: Aggregator;
  tokens: PageTokens;
  /** The page views one client may add to a window. */
  share: ClientShare;
  /** Proxies in front of the composer that append to X-Forwarded-For (0: the connection's address). */
  proxyHops: number;
  /** The networks of the proxies whose X-Forwarded-For entry is believed (client-address.ts). */
  proxyNetworks?: BlockList;
  now?: () => number;
}

/**
 * Whether the request chose its versions itself: `?versie=` or a developer's override (its query
 * parameter or its session cookie). Such a page
 * is served as asked but counts for no version: whoever sends the link picks the side, so its
 * views and beacons would let one person steer a rollout (issue 47).
 */
export function reachedOnPurpose(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if (params.has(VERSION_OVERRIDE_PARAM) || params.has(OVERRIDE_PARAM)) return true;
  }
  // The override's session cookie, well-formed or not: only a developer's browser has one.
  const cookie = request.headers.cookie ?? '';
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Where the token goes: right after the template's charset declaration (which stays in the first
 * bytes), before anything the composer or a remote added to the document.
 */
const CHARSET = /<meta charset=[^>]*>/i;

/** The index after the template's charset declaration, or -1 for a body that is no document. */
function tokenPlace(body: string): number {
  const match = CHARSET.exec(body.slice(0, 1024));
  return match ? match.index + match[0].length : -1;
}

/**
 * The page view of a served page, counted by the composer itself (issue 40), and the page's
 * measurement token: every GET of a page the composer marks as measured (`measuredPage`: a remote's
 * composed area, or the plain document for the version it names) counts one view of that remote and
 * version, in the aggregates the gate reads, and its document carries a token for that page, so its
 * beacons count. A HEAD, a page reached on purpose (`reachedOnPurpose`: `?versie=`, an override) or
 * a view past the client's share is served the same but neither counted nor given a token, so none
 * of its beacons counts either.
 */
export function servedPageMeasurements({
  aggregator,
  tokens,
  share,
  proxyHops,
  proxyNetworks,
  now = Date.now,
}: ServedPagesOptions) {
  return function measured(composed: ComposedResponse, request: IncomingMessage | undefined): ComposedResponse {
    const page = composed.measuredPage;
    if (!page || !request || request.method !== 'GET' || reachedOnPurpose(request)) return composed;
    const at = tokenPlace(composed.body);
    if (at < 0 || !share.admit(clientAddress(request, proxyHops, proxyNetworks), 1)) return composed;
    aggregator.add({ remote: page.remote, version: page.version, pageViews: 1 }, now());
    const meta = `<meta name="${MEASUREMENT_TOKEN_META}" content="${tokens.issue(page)}">`;
    return { ...composed, body: composed.body.slice(0, at) + meta + composed.body.slice(at) };
  };
}

/**
 * The composer as the servers call it: with the request, to tell a GET from a HEAD and whose share it
 * is, and (createFileComposer) whether a developer's override gets the shell's developer entry.
 */
export type ServedComposer = ((
  path: string,
  origin: string,
  search?: string,
  request?: IncomingMessage,
) => Promise<ComposedResponse>) &
  Pick<Composer, 'warm' | 'liveVersion' | 'keptVersions'>;

/** The composer with its served pages measured: the same function and helpers, taking the request too. */
export function withServedPageMeasurements(
  compose: ServedComposer,
  measured: ReturnType<typeof servedPageMeasurements>,
): ServedComposer {
  const composeMeasured = async (path: string, origin: string, search = '', request?: IncomingMessage) =>
    measured(await compose(path, origin, search, request), request);
  return Object.assign(composeMeasured, {
    warm: compose.warm,
    liveVersion: compose.liveVersion,
    keptVersions: compose.keptVersions,
  });
}
