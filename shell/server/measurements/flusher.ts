import { aggregateWrite } from '@codekade/serving/measurements/aggregate-documents';
import type { DocumentWrite } from '../firestore/firestore-rest';
import type { Aggregator } from './aggregator';

/** Where aggregates go: Firestore (firestore-rest.ts), or nowhere (checked, counted, then let go). */
export interface AggregateStore {
  commit(writes: readonly DocumentWrite[]): Promise<void>;
}

/** Documents per commit; a failed commit leaves only its own aggregates to write again. */
const WRITES_PER_COMMIT = 500;

interface FlusherOptions {
  aggregator: Aggregator;
  store: AggregateStore | undefined;
  /** This instance's shard of every document (see aggregate-documents.ts). */
  shard: string;
  intervalMs: number;
  warn: (message: string) => void;
  now: () => number;
}

/**
 * Every `intervalMs`, writes the totals of every aggregate that changed since it was last written,
 * one document per remote, version and minute. A failed write is simply written again by the next
 * flush, with the totals of then: nothing is lost or counted twice. One flush runs at a time; `close`
 * stops the timer and writes what is left.
 */
export function startFlusher({ aggregator, store, shard, intervalMs, warn, now }: FlusherOptions) {
  let previous: Promise<void> = Promise.resolve();

  async function flushOnce(): Promise<void> {
    const dropped = aggregator.takeDropped();
    if (dropped > 0) warn(`[measurements] ${dropped} beacons dropped: the store has not taken writes for a while.`);
    const snapshots = aggregator.unwritten();
    for (let start = 0; start < snapshots.length; start += WRITES_PER_COMMIT) {
      const part = snapshots.slice(start, start + WRITES_PER_COMMIT);
      try {
        await store?.commit(part.map(({ aggregate }) => aggregateWrite(aggregate, shard)));
        for (const snapshot of part) aggregator.written(snapshot);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        warn(`[measurements] could not write ${part.length} aggregates (the next flush tries again): ${reason}`);
      }
    }
    aggregator.releaseWritten(now());
  }

  const flush = (): Promise<void> => {
    previous = previous.then(flushOnce, flushOnce);
    return previous;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  // A composer with nothing else to do may end; the last flush is `close`'s.
  timer.unref();

  return {
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
