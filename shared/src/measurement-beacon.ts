/**
 * What a page's measurement beacon says, the one format the shell's browser code writes
 * (shell/src/features/measurements) and the composer checks (shell/server/measurements), and the
 * limits the stored histograms end at (@codekade/platform/measurements): per remote and version (a
 * build id, `@codekade/shared/versions`) of a page, counts and at most one value of each web vital.
 * No address, query, time or identifier: nothing that tells visitors apart.
 */

export const COUNT_FIELDS = ['pageViews', 'loadFailures', 'recoveries', 'errors'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

export const VITAL_FIELDS = ['lcp', 'inp', 'cls'] as const;
export type VitalField = (typeof VITAL_FIELDS)[number];

export type BeaconRecord = { remote: string; version: string } & Partial<Record<CountField | VitalField, number>>;

export interface Beacon {
  records: BeaconRecord[];
}

/** The largest body the composer reads; a real beacon is a few hundred bytes. */
export const BEACON_MAX_BYTES = 4096;
/** One record per remote of a page at most (a page shows one area, but a visit may move between areas). */
export const BEACON_MAX_RECORDS = 8;
/** The most of one count a beacon may carry: the browser caps what it sends at this too. */
export const BEACON_MAX_COUNT = 50;

/**
 * The largest value of each vital the composer takes (above it is a broken clock or a forgery): LCP
 * and INP in milliseconds, CLS unitless (a page that shifts its whole view forty times scores 40).
 */
export const VITAL_LIMITS: Readonly<Record<VitalField, number>> = { lcp: 120_000, inp: 60_000, cls: 40 };
