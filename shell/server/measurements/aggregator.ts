import { type MinuteAggregate, minuteOf } from '@codekade/serving/measurements/aggregate-documents';
import { bucketOf, type Histogram } from '@codekade/serving/measurements/histograms';
import {
  type BeaconRecord,
  COUNT_FIELDS,
  emptyCounts,
  VITAL_FIELDS,
  type VitalField,
} from '@codekade/shared/measurement-beacon';

/**
 * Beyond this many aggregates not yet written (the store unreachable for a long time), beacons for a
 * new remote, version or minute are dropped, so memory stays bounded whatever arrives; a healthy
 * instance holds a few dozen.
 */
const MAX_OPEN_AGGREGATES = 10_000;

interface OpenAggregate {
  aggregate: MinuteAggregate;
  /** Raised by every beacon: a write of an older snapshot leaves the aggregate to write again. */
  change: number;
  written: number;
}

/** A copy of an aggregate's totals to write, and which change it holds. */
export interface AggregateSnapshot {
  key: string;
  change: number;
  aggregate: MinuteAggregate;
}

const emptyVitals = (): Record<VitalField, Histogram> => ({ lcp: {}, inp: {}, cls: {} });
const copyOf = (aggregate: MinuteAggregate): MinuteAggregate => ({
  ...aggregate,
  counts: { ...aggregate.counts },
  vitals: { lcp: { ...aggregate.vitals.lcp }, inp: { ...aggregate.vitals.inp }, cls: { ...aggregate.vitals.cls } },
});

/**
 * Counts accepted beacons in memory, per remote, version and minute: a beacon costs a few additions,
 * never a write. It keeps totals, not differences: `unwritten` hands out copies of what changed since
 * it was last written, and `written` marks a copy as stored, so writing a total again after a lost
 * answer stores the same total, never a second count. A minute that is over and written is let go.
 */
export function createAggregator({ maxOpen = MAX_OPEN_AGGREGATES } = {}) {
  const open = new Map<string, OpenAggregate>();
  let dropped = 0;
  // Minutes never go back: after the clock steps back, beacons join the latest minute, so a minute
  // already let go is never written again with smaller totals.
  let latestMinute = Number.NEGATIVE_INFINITY;

  return {
    /** Counts a checked beacon's record at `time`. */
    add(record: BeaconRecord, time: number): void {
      latestMinute = Math.max(latestMinute, minuteOf(time));
      const minute = latestMinute;
      const key = `${record.remote}\u0000${record.version}\u0000${minute}`;
      let entry = open.get(key);
      if (!entry) {
        if (open.size >= maxOpen) {
          dropped += 1;
          return;
        }
        const aggregate = {
          remote: record.remote,
          version: record.version,
          minute,
          counts: emptyCounts(),
          vitals: emptyVitals(),
        };
        entry = { aggregate, change: 0, written: 0 };
        open.set(key, entry);
      }
      const { counts, vitals } = entry.aggregate;
      for (const field of COUNT_FIELDS) counts[field] += record[field] ?? 0;
      for (const vital of VITAL_FIELDS) {
        const value = record[vital];
        if (value === undefined) continue;
        const bucket = bucketOf(vital, value);
        vitals[vital][bucket] = (vitals[vital][bucket] ?? 0) + 1;
      }
      entry.change += 1;
    },
    /** Copies of the aggregates that changed since they were last written. */
    unwritten(): AggregateSnapshot[] {
      return [...open]
        .filter(([, entry]) => entry.change > entry.written)
        .map(([key, entry]) => ({ key, change: entry.change, aggregate: copyOf(entry.aggregate) }));
    },
    /** The snapshot is stored. */
    written(snapshot: AggregateSnapshot): void {
      const entry = open.get(snapshot.key);
      if (entry) entry.written = Math.max(entry.written, snapshot.change);
    },
    /** Lets go of the aggregates of minutes before `now`'s that are stored whole: no beacon adds to them. */
    releaseWritten(now: number): void {
      const current = Math.max(latestMinute, minuteOf(now));
      for (const [key, entry] of open) {
        if (entry.written === entry.change && entry.aggregate.minute < current) open.delete(key);
      }
    },
    /** How many aggregates are held (written or not). */
    get size() {
      return open.size;
    },
    /** Records lost to the memory bound since the last call (for one log line). */
    takeDropped(): number {
      const count = dropped;
      dropped = 0;
      return count;
    },
  };
}

export type Aggregator = ReturnType<typeof createAggregator>;
