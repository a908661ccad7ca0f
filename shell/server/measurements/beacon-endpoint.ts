import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerPlain, parseRequestTarget } from '@codekade/serving/request-guard';
import { BEACON_MAX_BYTES } from '@codekade/shared/measurement-beacon';
import { beaconRefusedText } from '../../src/content/server-texts';
import type { Aggregator } from './aggregator';
import { checkBeacon, isRefusal, type KnownVersions } from './beacon-check';
import { type BeaconTrust, trustedRecords } from './beacon-trust';

/** What `navigator.sendBeacon` sends a string as, and a typed JSON Blob. */
const BEACON_TYPES = new Set(['text/plain', 'application/json']);
/** Past this much, an oversized body is no longer read to the end: the connection is closed. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The body, or undefined when it is larger than `maxBytes`. Larger bodies are read on and thrown away
 * up to DISCARD_LIMIT_BYTES, so the client still reads its 413; beyond that the request is ended.
 */
function readBodyWithin(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DISCARD_LIMIT_BYTES) {
        request.destroy();
        resolve(undefined);
      } else if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > maxBytes ? undefined : Buffer.concat(chunks)));
    request.on('close', () => resolve(undefined));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

interface BeaconEndpointOptions {
  aggregator: Aggregator;
  knownVersions: KnownVersions;
  /** The page tokens, what each reported already, and each client's share. */
  trust: BeaconTrust;
  /** Headers every answer carries (the composer's security headers). */
  headers?: Record<string, string>;
  now?: () => number;
}

/**
 * The measurement endpoint: takes a beacon only as a same-origin POST of text or JSON (its
 * `Sec-Fetch-Site` says so), at most BEACON_MAX_BYTES, without a query, checked in full
 * (beacon-check.ts) and only for the page its token names, each metric once (beacon-trust.ts),
 * before anything is counted. Anything else is a 4xx and changes nothing. Page views are the
 * composer's own count (served-pages.ts): a beacon's says only that the page measured itself. Nothing
 * of the request but the beacon's counts is kept: no address, user agent, query or time finer than the
 * minute.
 */
export function createBeaconEndpoint({
  aggregator,
  knownVersions,
  trust,
  headers = {},
  now = Date.now,
}: BeaconEndpointOptions) {
  const refuse = (response: ServerResponse, status: number, reason: string, extra: Record<string, string> = {}) =>
    answerPlain(response, status, beaconRefusedText(reason), { ...headers, ...extra });

  return async function answerBeacon(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') return refuse(response, 405, 'only POST', { Allow: 'POST' });
    if (parseRequestTarget(request.url)?.search !== '') return refuse(response, 400, 'a beacon carries no query');
    const site = request.headers['sec-fetch-site'];
    // Browsers that send beacons all say where a request comes from: one that does not is no page of ours.
    if (site !== 'same-origin') return refuse(response, 403, 'only the site’s own pages measure');
    if (!BEACON_TYPES.has(mediaTypeOf(request.headers['content-type']))) {
      return refuse(response, 415, 'the body must be text/plain or application/json');
    }
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!(declared <= DISCARD_LIMIT_BYTES)) {
      return refuse(response, 413, `at most ${BEACON_MAX_BYTES} bytes`, { Connection: 'close' });
    }
    const body = await readBodyWithin(request, BEACON_MAX_BYTES);
    if (!body) return refuse(response, 413, `at most ${BEACON_MAX_BYTES} bytes`, { Connection: 'close' });
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return refuse(response, 400, 'the body is not UTF-8 text');
    }
    let counted: ReturnType<typeof trustedRecords> | undefined;
    const checked = await checkBeacon(text, knownVersions, (beacon) => {
      counted = trustedRecords(trust, beacon, request);
      return isRefusal(counted) ? counted : undefined;
    });
    if (isRefusal(checked)) return refuse(response, checked.status, checked.reason);
    if (!counted || isRefusal(counted))
      return refuse(response, 403, 'a beacon needs the token of the page it measures');
    const records = counted.commit();
    if (isRefusal(records)) return refuse(response, records.status, records.reason);
    const time = now();
    for (const record of records) aggregator.add(record, time);
    response.writeHead(204, { ...headers, 'Cache-Control': 'no-store' }).end();
  };
}
