/**
 * Whether a beacon may count (issue 40): only with the token of a page the composer served, for the
 * remote and version that token names, each metric once per page, and within its client's share of
 * the window. So forging a sample costs a real page load, and one client supplies at most its share.
 */
import type { IncomingMessage } from 'node:http';
import type { BlockList } from 'node:net';
import { type Beacon, type BeaconRecord, COUNT_FIELDS, VITAL_FIELDS } from '@codekade/shared/measurement-beacon';
import type { BeaconRefusal } from './beacon-check';
import { clientAddress, proxyNetworks } from './client-address';
import { type ClientShare, createClientShare } from './client-share';
import { createPageTokens, isTokenProblem, type PageTokens } from './page-token';
import { createTokenUses, type TokenUses } from './token-uses';

export interface BeaconTrust {
  tokens: PageTokens;
  uses: TokenUses;
  /** Each client's share of the window's beacon samples. */
  share: ClientShare;
  /** Each client's share of the window's page views (served-pages.ts). */
  viewShare: ClientShare;
  proxyHops: number;
  proxyNetworks: BlockList;
}

export interface BeaconTrustOptions {
  /** The server secret tokens are signed with (MEASUREMENT_TOKEN_SECRET, or one per process). */
  secret: string;
  /** The largest share of a window's samples one client may supply, in percent. */
  clientSharePercent: number;
  proxyHops: number;
  /** The networks of the proxies whose X-Forwarded-For entry is believed (client-address.ts). */
  proxyNetworks?: readonly string[];
  now?: () => number;
}

export function createBeaconTrust({
  secret,
  clientSharePercent,
  proxyHops,
  proxyNetworks: networks = [],
  now = Date.now,
}: BeaconTrustOptions) {
  const tokens = createPageTokens({ secret, now });
  return {
    tokens,
    uses: createTokenUses({ lifetimeMs: tokens.lifetimeMs, now }),
    share: createClientShare({ sharePercent: clientSharePercent, now }),
    viewShare: createClientShare({ sharePercent: clientSharePercent, now }),
    proxyHops,
    proxyNetworks: proxyNetworks(networks),
  };
}

/** The metrics a record reports: each count that happened, each vital it measured. */
function metricsOf(record: BeaconRecord): string[] {
  return [
    ...COUNT_FIELDS.filter((field) => (record[field] ?? 0) > 0),
    ...VITAL_FIELDS.filter((field) => record[field] !== undefined),
  ];
}

/** What of a record is counted: all but its page view, which the composer counted as it served the page. */
function countedPart({ pageViews: _pageViews, ...rest }: BeaconRecord): BeaconRecord {
  return rest;
}

const refused = (status: BeaconRefusal['status'], reason: string): BeaconRefusal => ({ status, reason });

/**
 * The beacon's records as far as its token lets them count, to be taken with `commit` once the rest
 * of the beacon is checked (commit checks the token's uses again: a beacon checked in between may
 * have reported the same metric), or why it may not count at all.
 */
export function trustedRecords(
  trust: BeaconTrust,
  beacon: Beacon,
  request: IncomingMessage,
): BeaconRefusal | { commit(): BeaconRecord[] | BeaconRefusal } {
  const token = trust.tokens.check(beacon.token);
  if (isTokenProblem(token)) return refused(403, token.problem);
  if (beacon.records.some((record) => record.remote !== token.remote || record.version !== token.version)) {
    return refused(403, 'a record names another remote or version than its page’s token');
  }
  const metrics = beacon.records.flatMap(metricsOf);
  const reused = () => refused(409, 'the page reported one of these metrics already');
  if (trust.uses.reported(token.nonce, token.issuedAt, metrics)) return reused();
  return {
    commit() {
      if (trust.uses.reported(token.nonce, token.issuedAt, metrics)) return reused();
      if (!trust.share.admit(clientAddress(request, trust.proxyHops, trust.proxyNetworks), metrics.length)) {
        return refused(429, 'one client sent more than its share of this minute’s measurements');
      }
      const use = trust.uses.take(token.nonce, token.issuedAt, metrics);
      if (use === 'reused') return reused();
      if (use === 'full') return refused(503, 'too many pages are measured at once; try again later');
      return beacon.records.map(countedPart).filter((record) => metricsOf(record).length > 0);
    },
  };
}
