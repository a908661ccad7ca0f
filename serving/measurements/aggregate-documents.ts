import {
  COUNT_FIELDS,
  type CountField,
  emptyCounts,
  VITAL_FIELDS,
  type VitalField,
} from '@codekade/shared/measurement-beacon';
import {
  MEASUREMENT_EXPIRES_AT_FIELD,
  MEASUREMENTS_COLLECTION,
  measurementExpiry,
} from '@codekade/shared/measurements';
import { bucketKeys, type Histogram } from './histograms';

/**
 * The measurements store's one format, for the composer that writes it (shell/server/measurements)
 * and the gate that reads it (version-figures.ts).
 */

export const MINUTE_MS = 60_000;
/** Minutes since the Unix epoch (UTC): the time bucket of an aggregate. */
export const minuteOf = (time: number) => Math.floor(time / MINUTE_MS);

/** What one composer instance counted for a remote's version in one minute: its totals so far. */
export interface MinuteAggregate {
  remote: string;
  version: string;
  /** Minutes since the Unix epoch (UTC). */
  minute: number;
  counts: Record<CountField, number>;
  vitals: Record<VitalField, Histogram>;
}

/** One document written whole (the composer's Firestore client commits it so). */
export interface AggregateDocument {
  collection: string;
  id: string;
  fields: Record<string, unknown>;
}

/**
 * How aggregates are stored: `measurements/{remote}__{version}__{minute}__{shard}`, one document per
 * remote, version, minute and composer instance (the shard, random per process). Only its instance
 * writes a document, once per flush at most, so no document takes more than one write per flush
 * interval however many visitors and instances there are, and the instance writes its totals
 * whole: a write repeated after a lost answer stores the same totals again (an increment would
 * count them twice). Fields: `remote`, `version`, `minute` (minutes since the epoch), `shard`,
 * `expiresAt` (the TTL policy's field), `counts.{pageViews,loadFailures,recoveries,errors}` and the
 * histograms `lcp`, `inp` and `cls` (bucket name to count, see histograms.ts). Nothing else.
 */
export function aggregateWrite(aggregate: MinuteAggregate, shard: string): AggregateDocument {
  const { remote, version, minute, counts, vitals } = aggregate;
  return {
    collection: MEASUREMENTS_COLLECTION,
    id: `${remote}__${version}__${minute}__${shard}`,
    fields: {
      remote,
      version,
      minute,
      shard,
      [MEASUREMENT_EXPIRES_AT_FIELD]: measurementExpiry(new Date(minute * MINUTE_MS)),
      counts,
      lcp: vitals.lcp,
      inp: vitals.inp,
      cls: vitals.cls,
    },
  };
}

export interface StoredAggregate {
  counts: Record<CountField, number>;
  vitals: Record<VitalField, Histogram>;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A stored document read back (data from outside): its counts and histograms, or undefined when any
 * of them is not a whole, non-negative number. Bucket names this layout does not know are not counted.
 */
export function parseStoredAggregate(data: unknown): StoredAggregate | undefined {
  const stored = recordOf(data);
  const storedCounts = recordOf(stored.counts);
  const counts = emptyCounts();
  for (const field of COUNT_FIELDS) {
    const value = storedCounts[field] ?? 0;
    if (!isCount(value)) return undefined;
    counts[field] = value;
  }
  const vitals: Record<VitalField, Histogram> = { lcp: {}, inp: {}, cls: {} };
  for (const vital of VITAL_FIELDS) {
    const histogram = recordOf(stored[vital]);
    for (const bucket of bucketKeys(vital)) {
      const value = histogram[bucket];
      if (value === undefined) continue;
      if (!isCount(value)) return undefined;
      vitals[vital][bucket] = value;
    }
  }
  return { counts, vitals };
}
