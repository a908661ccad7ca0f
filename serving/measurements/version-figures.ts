import { COUNT_FIELDS, emptyCounts, VITAL_FIELDS, type VitalField } from '@codekade/shared/measurement-beacon';
import { MEASUREMENTS_COLLECTION } from '@codekade/shared/measurements';
import type { VersionFigures } from '@codekade/shared/rollout';
import { minuteOf, parseStoredAggregate } from './aggregate-documents';
import { type Histogram, percentile } from './histograms';

export type { VersionFigures };

export type WhereOperator = '==' | '<' | '<=' | '>' | '>=';

/** The part of a Firestore query the reader uses: the Admin SDK's, and the composer's REST client's. */
export interface FirestoreQuery {
  where(field: string, operator: WhereOperator, value: unknown): FirestoreQuery;
  get(): Promise<{ docs: ReadonlyArray<{ id: string; data(): unknown }> }>;
}

export interface QueryableFirestore {
  collection(path: string): FirestoreQuery;
}

export interface VersionWindow {
  remote: string;
  version: string;
  since: Date;
  /** Now when left out. */
  until?: Date;
}

/**
 * Sums every instance's aggregates of a remote's version over a window and computes p75 of each
 * vital from the summed histograms. The window is read by whole minutes: from the minute holding
 * `since` to the minute holding `until`. `db` is the Admin SDK's Firestore (the gate) or the
 * composer's REST client; stored documents are checked, and one that is not readable is left out
 * and reported through `warn`.
 */
export async function readVersionFigures(
  db: QueryableFirestore,
  { remote, version, since, until = new Date() }: VersionWindow,
  warn: (message: string) => void = console.warn,
): Promise<VersionFigures> {
  const { docs } = await db
    .collection(MEASUREMENTS_COLLECTION)
    .where('remote', '==', remote)
    .where('version', '==', version)
    .where('minute', '>=', minuteOf(since.getTime()))
    .where('minute', '<=', minuteOf(until.getTime()))
    .get();
  const counts = emptyCounts();
  const vitals: Record<VitalField, Histogram> = { lcp: {}, inp: {}, cls: {} };
  for (const document of docs) {
    const stored = parseStoredAggregate(document.data());
    if (!stored) {
      warn(`[measurements] ${MEASUREMENTS_COLLECTION}/${document.id} is not a readable aggregate; left out.`);
      continue;
    }
    for (const field of COUNT_FIELDS) counts[field] += stored.counts[field];
    for (const vital of VITAL_FIELDS) {
      for (const [bucket, count] of Object.entries(stored.vitals[vital])) {
        vitals[vital][bucket] = (vitals[vital][bucket] ?? 0) + count;
      }
    }
  }
  return {
    ...counts,
    lcpP75: percentile('lcp', vitals.lcp, 0.75),
    inpP75: percentile('inp', vitals.inp, 0.75),
    clsP75: percentile('cls', vitals.cls, 0.75),
  };
}
