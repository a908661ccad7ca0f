import { VITAL_LIMITS, type VitalField } from '@codekade/shared/measurement-beacon';

/**
 * Fixed histogram buckets per web vital, so sums over any number of documents stay exact and a p75
 * can be computed from them. A bucket holds values above the previous bound up to its own bound; the
 * first holds exactly 0 and the last ends at the vital's limit (larger values are refused). Stored
 * documents name buckets by their bound (`le2500`): never change a bound, or old documents are read
 * wrongly; a finer layout needs new field names.
 */
const BOUNDS: Readonly<Record<VitalField, readonly number[]>> = {
  // Milliseconds; finest around the "good" and "poor" thresholds (2.5 s, 4 s).
  lcp: [
    0,
    100,
    200,
    300,
    400,
    500,
    600,
    700,
    800,
    900,
    1000,
    1200,
    1400,
    1600,
    1800,
    2000,
    2250,
    2500,
    2750,
    3000,
    3500,
    4000,
    4500,
    5000,
    6000,
    7000,
    8000,
    10_000,
    12_000,
    15_000,
    20_000,
    30_000,
    60_000,
    VITAL_LIMITS.lcp,
  ],
  // Milliseconds; finest around 200 ms and 500 ms.
  inp: [
    0,
    16,
    24,
    32,
    40,
    48,
    56,
    64,
    72,
    80,
    96,
    112,
    128,
    144,
    160,
    176,
    200,
    225,
    250,
    275,
    300,
    350,
    400,
    450,
    500,
    600,
    700,
    800,
    1000,
    1500,
    2000,
    3000,
    5000,
    10_000,
    VITAL_LIMITS.inp,
  ],
  // Thousandths of a layout-shift score (100 is 0.1, "good"; 250 is 0.25, "poor").
  cls: [
    0,
    5,
    10,
    20,
    30,
    40,
    50,
    60,
    70,
    80,
    90,
    100,
    125,
    150,
    175,
    200,
    250,
    300,
    400,
    500,
    750,
    1000,
    1500,
    2000,
    3000,
    5000,
    10_000,
    VITAL_LIMITS.cls * 1000,
  ],
};

/** The unit a vital is bucketed in: CLS in thousandths, the others as measured. */
const SCALE: Readonly<Record<VitalField, number>> = { lcp: 1, inp: 1, cls: 1000 };

/** Bucket name to count. */
export type Histogram = Record<string, number>;

const keyOf = (bound: number) => `le${bound}`;

/** Every bucket name of a vital, in order. */
export function bucketKeys(vital: VitalField): string[] {
  return BOUNDS[vital].map(keyOf);
}

/** The bucket of a value within the vital's limits (the beacon check refuses others). */
export function bucketOf(vital: VitalField, value: number): string {
  const scaled = value * SCALE[vital];
  const bounds = BOUNDS[vital];
  const bound = bounds.find((candidate) => scaled <= candidate) ?? bounds[bounds.length - 1];
  return keyOf(bound as number);
}

/** The number of values in a histogram. */
export function sampleCount(histogram: Histogram): number {
  return Object.values(histogram).reduce((sum, count) => sum + count, 0);
}

/**
 * The `fraction` percentile (0.75 for p75) of the values a histogram counts, or null without any:
 * the bucket where the rank falls, interpolated linearly inside it, in the vital's own unit.
 */
export function percentile(vital: VitalField, histogram: Histogram, fraction: number): number | null {
  const bounds = BOUNDS[vital];
  const total = sampleCount(histogram);
  if (total === 0) return null;
  const rank = fraction * total;
  let below = 0;
  for (const [index, bound] of bounds.entries()) {
    const count = histogram[keyOf(bound)] ?? 0;
    if (count > 0 && below + count >= rank) {
      const lower = index === 0 ? 0 : (bounds[index - 1] as number);
      const value = lower + ((bound - lower) * (rank - below)) / count;
      return value / SCALE[vital];
    }
    below += count;
  }
  return (bounds[bounds.length - 1] as number) / SCALE[vital];
}
