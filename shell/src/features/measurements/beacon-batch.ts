import {
  BEACON_MAX_COUNT,
  BEACON_MAX_RECORDS,
  type BeaconRecord,
  COUNT_FIELDS,
  type CountField,
  VITAL_FIELDS,
  VITAL_LIMITS,
  type VitalField,
} from '../../lib/measurement-beacon';

/** A page counts a remote's load failure and its recovery once, and at most this many of its errors. */
const ERRORS_PER_PAGE = 10;
const ONCE_PER_PAGE: readonly CountField[] = ['loadFailures', 'recoveries'];

interface Pending {
  counts: Record<CountField, number>;
  vitals: Partial<Record<VitalField, number>>;
}

const emptyPending = (): Pending => ({
  counts: { pageViews: 0, loadFailures: 0, recoveries: 0, errors: 0 },
  vitals: {},
});

/**
 * What the page has measured and not sent yet, per remote and version. Counts add up until sent;
 * each vital is sent once per page (its value when first sent: web-vitals may report CLS and INP
 * again, which would count the page twice). `take` writes one beacon's text of everything whose
 * version is known by then, and keeps the rest for a later beacon.
 */
export function createBeaconBatch() {
  const pending = new Map<string, Pending>();
  const countedThisPage = new Map<string, number>();
  const sentVitals = new Set<VitalField>();
  /** Counts without a version yet (a remote still loading): its version is looked up when sent. */
  const unversioned = (remote: string) => `${remote}\u0000`;

  const entryFor = (remote: string, version: string | undefined) => {
    const key = version === undefined ? unversioned(remote) : `${remote}\u0000${version}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = emptyPending();
      pending.set(key, entry);
    }
    return entry;
  };

  return {
    count(remote: string, version: string | undefined, field: CountField): void {
      const pageKey = `${remote} ${field}`;
      const counted = countedThisPage.get(pageKey) ?? 0;
      const cap = ONCE_PER_PAGE.includes(field) ? 1 : field === 'errors' ? ERRORS_PER_PAGE : Number.POSITIVE_INFINITY;
      if (counted >= cap) return;
      countedThisPage.set(pageKey, counted + 1);
      const entry = entryFor(remote, version);
      entry.counts[field] = Math.min(entry.counts[field] + 1, BEACON_MAX_COUNT);
    },
    /** A new page of the same document (a client-side navigation): its load failures count again. */
    newPage(): void {
      countedThisPage.clear();
    },
    vital(remote: string, version: string | undefined, field: VitalField, value: number): void {
      if (sentVitals.has(field) || !Number.isFinite(value) || value < 0) return;
      entryFor(remote, version).vitals[field] = Math.min(value, VITAL_LIMITS[field]);
    },
    /** The text of a beacon with all that can be sent now, or undefined when there is nothing. */
    take(versions: Readonly<Record<string, string | undefined>>, leaveOut: ReadonlySet<string>): string | undefined {
      const records = new Map<string, BeaconRecord>();
      for (const [key, entry] of pending) {
        const [remote = '', keyVersion] = key.split('\u0000');
        if (leaveOut.has(remote)) {
          pending.delete(key);
          continue;
        }
        const version = keyVersion || versions[remote];
        const recordKey = `${remote} ${version}`;
        // Without a version yet, or past one beacon's records: it goes with a later beacon.
        if (!version || (!records.has(recordKey) && records.size >= BEACON_MAX_RECORDS)) continue;
        pending.delete(key);
        const record = records.get(recordKey) ?? { remote, version };
        for (const field of COUNT_FIELDS) {
          const count = Math.min((record[field] ?? 0) + entry.counts[field], BEACON_MAX_COUNT);
          if (count > 0) record[field] = count;
        }
        for (const field of VITAL_FIELDS) {
          const value = entry.vitals[field];
          if (value === undefined) continue;
          record[field] = value;
          sentVitals.add(field);
        }
        if (Object.keys(record).length > 2) records.set(recordKey, record);
      }
      return records.size > 0 ? JSON.stringify({ records: [...records.values()] }) : undefined;
    },
  };
}

export type BeaconBatch = ReturnType<typeof createBeaconBatch>;
