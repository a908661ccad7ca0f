// @vitest-environment node

import { VITAL_FIELDS, VITAL_LIMITS, type VitalField } from '@codekade/shared/measurement-beacon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketKeys, bucketOf, type Histogram, percentile } from './histograms';

function histogramOf(vital: VitalField, values: number[]): Histogram {
  const histogram: Histogram = {};
  for (const value of values) histogram[bucketOf(vital, value)] = (histogram[bucketOf(vital, value)] ?? 0) + 1;
  return histogram;
}

/** The exact p75 by the same rank rule: the smallest value with at least 75 % of the values at or below it. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)] as number;
}

/** The bounds of the bucket a value falls in, in the vital's unit. */
function bucketBounds(vital: VitalField, value: number): [number, number] {
  const keys = bucketKeys(vital);
  const index = keys.indexOf(bucketOf(vital, value));
  const scale = vital === 'cls' ? 1000 : 1;
  const bound = (key: string | undefined) => (key ? Number(key.slice(2)) / scale : 0);
  return [index === 0 ? 0 : bound(keys[index - 1]), bound(keys[index])];
}

describe('the vitals histograms', () => {
  it('put a value in the bucket whose bound is the first at or above it', () => {
    expect(bucketOf('lcp', 0)).toBe('le0');
    expect(bucketOf('lcp', 2500)).toBe('le2500');
    expect(bucketOf('lcp', 2500.01)).toBe('le2750');
    expect(bucketOf('inp', 200)).toBe('le200');
    expect(bucketOf('cls', 0)).toBe('le0');
    expect(bucketOf('cls', 0.1)).toBe('le100');
    expect(bucketOf('cls', 0.1001)).toBe('le125');
    for (const vital of VITAL_FIELDS) expect(bucketOf(vital, VITAL_LIMITS[vital])).toBe(bucketKeys(vital).at(-1));
  });

  it('compute p75 inside the right bucket: known samples', () => {
    // 100 page loads: 75 at 1 s (bucket 900–1000 ms), 25 at 5 s: p75 is in the 1 s bucket.
    const lcp = histogramOf('lcp', [...Array(75).fill(1000), ...Array(25).fill(5000)]);
    expect(percentile('lcp', lcp, 0.75)).toBe(1000);
    // One more slow load moves p75 into the 5 s bucket's range (4500–5000 ms).
    const slower = histogramOf('lcp', [...Array(74).fill(1000), ...Array(26).fill(5000)]);
    expect(percentile('lcp', slower, 0.75)).toBeGreaterThan(4500);
    expect(percentile('lcp', slower, 0.75)).toBeLessThanOrEqual(5000);
    // Most pages do not shift at all: p75 of CLS is 0.
    expect(percentile('cls', histogramOf('cls', [...Array(80).fill(0), ...Array(20).fill(0.3)]), 0.75)).toBe(0);
    expect(percentile('inp', {}, 0.75)).toBeNull();
  });

  it('compute p75 within the bucket of the exact p75, for generated samples', () => {
    for (const vital of VITAL_FIELDS) {
      fc.assert(
        fc.property(
          fc.array(fc.double({ min: 0, max: VITAL_LIMITS[vital], noNaN: true }), { minLength: 1, maxLength: 300 }),
          (values) => {
            const estimate = percentile(vital, histogramOf(vital, values), 0.75) as number;
            const [lower, upper] = bucketBounds(vital, exactP75(values));
            expect(estimate).toBeGreaterThanOrEqual(lower);
            expect(estimate).toBeLessThanOrEqual(upper);
          },
        ),
        { numRuns: 200 },
      );
    }
  });
});
