/**
 * The machine a bench ran on, by Lighthouse's benchmarkIndex (its CPU benchmark, about 1,000 on the
 * developers' bench, a desktop-class machine), so figures from two machines can be compared: every
 * Lighthouse run reports it (`lhr.environment.benchmarkIndex`); a bench without Lighthouse runs the
 * same benchmark in its phone browser.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The goals of the bench hold at this index (docs/performance.md). */
export const REFERENCE_BENCHMARK_INDEX = 1000;

/** @param {{ environment?: { benchmarkIndex?: unknown } }} lhr */
export function benchmarkIndexOf(lhr) {
  const index = lhr.environment?.benchmarkIndex;
  return typeof index === 'number' && Number.isFinite(index) ? index : undefined;
}

/**
 * Median, lowest and highest of the runs' indexes, or null without any.
 * @param {readonly (number | undefined)[]} indexes
 */
export function benchmarkSummary(indexes) {
  const known = indexes.filter((index) => typeof index === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  const median = known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
  return { median: Math.round(median), min: Math.round(known[0]), max: Math.round(known.at(-1)), runs: known.length };
}

const grouped = (value) => value.toLocaleString('en-US');

/**
 * The line the bench prints about its machine.
 * @param {ReturnType<typeof benchmarkSummary>} summary
 * @param {string} source where the indexes come from
 */
export function benchmarkLine(summary, source) {
  if (!summary) return 'Machine: no benchmarkIndex measured.';
  const spread =
    summary.runs > 1 ? `median of ${summary.runs} ${source}, ${grouped(summary.min)}–${grouped(summary.max)}` : source;
  const ratio = (summary.median / REFERENCE_BENCHMARK_INDEX).toFixed(2);
  return `Machine: Lighthouse benchmarkIndex ${grouped(summary.median)} (${spread}); ${ratio}× the ${grouped(REFERENCE_BENCHMARK_INDEX)} the goals are set for.`;
}

/**
 * Lighthouse's own benchmark, run in a page of `browser` (Playwright's).
 * @param {import('playwright-core').Browser} browser
 */
export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}
