import {
  BEACON_MAX_COUNT,
  BEACON_MAX_RECORDS,
  type BeaconRecord,
  type CountField,
  VITAL_LIMITS,
  type VitalField,
} from '@codekade/shared/measurement-beacon';

/** The page a beacon may speak of: its token names the remote and version the composer served. */
export interface MeasuredPage {
  token: string;
  remote: string;
  version: string;
}

type Fields = Partial<Record<CountField | VitalField, number>>;

/**
 * What the page has measured and not sent yet, per remote and version. Each count says whether it
 * happened on the page and is sent once (the page's token counts each metric once); each vital is
 * sent once per page (its value when first sent: web-vitals may report CLS and INP again, which
 * would count the page twice). `take` writes one beacon's text of everything whose version is known
 * by then, and keeps the rest for a later beacon; only what the page's token covers is sent.
 */
export function createBeaconBatch() {
  // Keyed `remote\0version`; what has no version yet (a remote still loading) has an empty one,
  // looked up when it is sent.
  const pending = new Map<string, Fields>();
  const countedThisPage = new Map<string, number>();
  const sentVitals = new Set<string>();

  const fieldsOf = (remote: string, version?: string) => {
    const key = `${remote}\u0000${version ?? ''}`;
    const fields = pending.get(key) ?? {};
    pending.set(key, fields);
    return fields;
  };

  return {
    count(remote: string, version: string | undefined, field: CountField): void {
      const counted = countedThisPage.get(`${remote} ${field}`) ?? 0;
      if (counted >= BEACON_MAX_COUNT) return;
      countedThisPage.set(`${remote} ${field}`, counted + 1);
      const fields = fieldsOf(remote, version);
      fields[field] = Math.min((fields[field] ?? 0) + 1, BEACON_MAX_COUNT);
    },
    /** The latest value of a vital of the page (NaN and negative values are not measurements). */
    vital(remote: string, field: VitalField, value: number): void {
      if (!sentVitals.has(field) && value >= 0) fieldsOf(remote)[field] = Math.min(value, VITAL_LIMITS[field]);
    },
    /**
     * The text of a beacon with all that can be sent now, or undefined when there is nothing. What
     * names another remote or version than `page` is let go: the composer would refuse it.
     */
    take(
      versions: Readonly<Record<string, string | undefined>>,
      leaveOut: ReadonlySet<string>,
      page: MeasuredPage,
    ): string | undefined {
      const records = new Map<string, BeaconRecord>();
      for (const [key, fields] of pending) {
        const [remote = '', known] = key.split('\u0000');
        const version = known || versions[remote];
        const recordKey = `${remote} ${version}`;
        if (leaveOut.has(remote) || remote !== page.remote || (version && version !== page.version))
          pending.delete(key);
        // Without a version yet, or past one beacon's records, it goes with a later beacon.
        else if (version && (records.has(recordKey) || records.size < BEACON_MAX_RECORDS)) {
          pending.delete(key);
          const record: BeaconRecord = records.get(recordKey) ?? { remote, version };
          for (const [name, value] of Object.entries(fields) as [CountField | VitalField, number][]) {
            const isVital = name in VITAL_LIMITS;
            if (isVital) sentVitals.add(name);
            record[name] = isVital ? value : Math.min((record[name] ?? 0) + value, BEACON_MAX_COUNT);
          }
          records.set(recordKey, record);
        }
      }
      return records.size > 0 ? JSON.stringify({ token: page.token, records: [...records.values()] }) : undefined;
    },
  };
}

export type BeaconBatch = ReturnType<typeof createBeaconBatch>;
