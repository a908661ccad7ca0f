/**
 * What a page's measurement beacon says, the one format the shell's browser code writes
 * (shell/src/features/measurements) and the composer checks (shell/server/measurements), and the
 * limits the stored histograms end at (@codekade/serving/measurements): the token the composer
 * issued with the page, and for the remote and version (a build id, `@codekade/shared/versions`)
 * that token names, whether something happened on the page and at most one value of each web vital.
 * No address, query, time or identifier: nothing that tells visitors apart (the token names a page
 * the composer served, never who asked for it).
 */

/**
 * Whether the page had a page view, a remote that failed to load, a recovery, an error, a file that
 * was not the file its build pinned (`integrityFailures`, issue 48: it never ran).
 */
export const COUNT_FIELDS = ['pageViews', 'loadFailures', 'recoveries', 'errors', 'integrityFailures'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];

/** Every count at 0: what an aggregate or a version's figures start from. */
export const emptyCounts = (): Record<CountField, number> =>
  Object.fromEntries(COUNT_FIELDS.map((field) => [field, 0])) as Record<CountField, number>;

export const VITAL_FIELDS = ['lcp', 'inp', 'cls'] as const;
export type VitalField = (typeof VITAL_FIELDS)[number];

export type BeaconRecord = { remote: string; version: string } & Partial<Record<CountField | VitalField, number>>;

export interface Beacon {
  /** The page's measurement token (MEASUREMENT_TOKEN_META): only what it names is counted. */
  token: string;
  records: BeaconRecord[];
}

/**
 * The `<meta name>` the composer writes a served page's measurement token into: signed by the
 * composer, bound to the page's remote, version and a short time window, and good for each metric once.
 */
export const MEASUREMENT_TOKEN_META = 'codekade-measurement';

/** The longest token the composer takes: its own are about 90 characters. */
export const MEASUREMENT_TOKEN_MAX_LENGTH = 200;

/**
 * The remote and version a page's token names (its first fields, readable on purpose: the page sends
 * only what the token covers). Undefined for anything that is not a token's shape; whether it is
 * genuine only the composer can tell.
 */
export function pageOfToken(token: string): { remote: string; version: string } | undefined {
  const [kind, remote, version] = token.split('~');
  if (kind !== 'm1' || !remote || !version) return undefined;
  return { remote, version };
}

/** The largest body the composer reads; a real beacon is a few hundred bytes. */
export const BEACON_MAX_BYTES = 4096;
/** One record per remote of a page at most (a page shows one area, but a visit may move between areas). */
export const BEACON_MAX_RECORDS = 8;
/**
 * The most of one count a beacon may carry: each count says whether it happened on the page (a page
 * view, a load failure, a recovery, an error), and a page's token counts each once. The browser caps
 * what it sends at this too.
 */
export const BEACON_MAX_COUNT = 1;

/**
 * The largest value of each vital the composer takes (above it is a broken clock or a forgery): LCP
 * and INP in milliseconds, CLS unitless (a page that shifts its whole view forty times scores 40).
 */
export const VITAL_LIMITS: Readonly<Record<VitalField, number>> = { lcp: 120_000, inp: 60_000, cls: 40 };
