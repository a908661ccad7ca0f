import { describe, expect, it } from 'vitest';
import { benchmarkIndexOf, benchmarkLine, benchmarkSummary } from './bench-machine.mjs';

describe('the bench names its machine by Lighthouse benchmarkIndex', () => {
  it("reads the index from a Lighthouse result's environment, and nothing else", () => {
    expect(benchmarkIndexOf({ environment: { benchmarkIndex: 1012.5 } })).toBe(1012.5);
    expect(benchmarkIndexOf({ environment: {} })).toBeUndefined();
    expect(benchmarkIndexOf({})).toBeUndefined();
    expect(benchmarkIndexOf({ environment: { benchmarkIndex: '1000' } })).toBeUndefined();
    expect(benchmarkIndexOf({ environment: { benchmarkIndex: Number.NaN } })).toBeUndefined();
  });

  it('sums up the runs by their median and spread, leaving out runs without an index', () => {
    expect(benchmarkSummary([980.4, undefined, 1050, 1012])).toEqual({ median: 1012, min: 980, max: 1050, runs: 3 });
    expect(benchmarkSummary([900, 1100])).toEqual({ median: 1000, min: 900, max: 1100, runs: 2 });
    expect(benchmarkSummary([undefined])).toBeNull();
  });

  it('prints the median, the spread and how it compares with the goals’ machine', () => {
    expect(benchmarkLine({ median: 1012, min: 980, max: 1050, runs: 54 }, 'Lighthouse runs')).toBe(
      'Machine: Lighthouse benchmarkIndex 1,012 (median of 54 Lighthouse runs, 980–1,050); 1.01× the 1,000 the goals are set for.',
    );
    expect(benchmarkLine({ median: 640, min: 640, max: 640, runs: 1 }, 'one run in the phone browser')).toBe(
      'Machine: Lighthouse benchmarkIndex 640 (one run in the phone browser); 0.64× the 1,000 the goals are set for.',
    );
    expect(benchmarkLine(null, 'Lighthouse runs')).toBe('Machine: no benchmarkIndex measured.');
  });
});
