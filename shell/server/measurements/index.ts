/**
 * The composer's measurements (issue 31): the beacon endpoint, the in-memory aggregation, the flush
 * to Firestore and the one reader of what was stored; and (issue 40) the composer's own count of the
 * pages it serves with each page's token (served-pages.ts), which a beacon must bring to count
 * (beacon-trust.ts). See aggregate-documents.ts for the storage design and beacon-check.ts for what a
 * beacon may say.
 */
import { randomBytes } from 'node:crypto';
import { createLimitedWarnings } from '../limited-warnings';
import { createAggregator } from './aggregator';
import type { KnownVersions } from './beacon-check';
import { createBeaconEndpoint } from './beacon-endpoint';
import { createBeaconTrust } from './beacon-trust';
import { type AggregateStore, startFlusher } from './flusher';
import { processSecret } from './page-token';
import { type ServedComposer, servedPageMeasurements, withServedPageMeasurements } from './served-pages';

export {
  readVersionFigures,
  type VersionFigures,
  type VersionWindow,
} from '@codekade/serving/measurements/version-figures';
export type { KnownVersions } from './beacon-check';
export type { AggregateStore } from './flusher';
export { liveVersions, versionsBeaconsMayName, withRolloutVersions } from './known-versions';
export { measurementStoreFromSettings } from './store-from-settings';
export { measurementTrustFromSettings } from './trust-from-settings';

/** How often an instance writes what it counted: each of its documents takes one write per flush. */
export const DEFAULT_FLUSH_INTERVAL_MS = 5000;

export interface MeasurementsOptions {
  knownVersions: KnownVersions;
  /** Where aggregates go; without one, beacons are checked and counted, then let go. */
  store?: AggregateStore;
  flushIntervalMs?: number;
  /** This instance's shard; random per process by default (no visitor is ever named). */
  shard?: string;
  /** Headers every endpoint answer carries (the security headers). */
  headers?: Record<string, string>;
  /** The secret page tokens are signed with, the same on every instance; one per process by default. */
  tokenSecret?: string;
  /** The largest share of a minute's page views or beacon samples one client may supply, in percent. */
  clientSharePercent?: number;
  /** Proxies in front that append to X-Forwarded-For (0: the connection's own address is the client's). */
  proxyHops?: number;
  /** The networks of the proxy in front (Firebase Hosting's) whose X-Forwarded-For entry is believed. */
  proxyNetworks?: readonly string[];
  warn?: (message: string) => void;
  now?: () => number;
}

export function createMeasurements({
  knownVersions,
  store,
  flushIntervalMs = DEFAULT_FLUSH_INTERVAL_MS,
  shard = randomBytes(6).toString('hex'),
  headers,
  tokenSecret = processSecret,
  clientSharePercent = 100,
  proxyHops = 0,
  proxyNetworks = [],
  warn = (message) => console.warn(message),
  now = Date.now,
}: MeasurementsOptions) {
  const aggregator = createAggregator();
  const trust = createBeaconTrust({ secret: tokenSecret, clientSharePercent, proxyHops, proxyNetworks, now });
  const measured = servedPageMeasurements({
    aggregator,
    tokens: trust.tokens,
    share: trust.viewShare,
    proxyHops,
    proxyNetworks: trust.proxyNetworks,
    now,
  });
  // One line a minute at most: a store that is down must not write a line per flush.
  const limited = createLimitedWarnings(warn, 60_000);
  const flusher = startFlusher({
    aggregator,
    store,
    shard,
    intervalMs: flushIntervalMs,
    warn: (message) => limited('measurements', message),
    now,
  });
  return {
    answerBeacon: createBeaconEndpoint({ aggregator, knownVersions, trust, headers, now }),
    /** The composer counting the pages it serves and giving each its token (served-pages.ts). */
    measurePages: (compose: ServedComposer) => withServedPageMeasurements(compose, measured),
    /** Writes what was counted so far (tests, and before an instance stops). */
    flush: flusher.flush,
    close: flusher.close,
  };
}

export type Measurements = ReturnType<typeof createMeasurements>;
