/**
 * The interaction figure: the longest interaction as the page's own Event Timing API reports it
 * (PerformanceObserver type 'event', durationThreshold 16: an interaction's duration runs from the
 * input to the next frame painted after its handlers). An interaction without any entry took less
 * than the threshold.
 */
import type { Page } from '@playwright/test';

export const EVENT_TIMING_THRESHOLD_MS = 16;

interface RecordedEvent {
  interactionId: number;
  duration: number;
}

/** An Event Timing entry; `interactionId` (non-zero for a tap or key press) is missing from TypeScript's DOM types. */
interface InteractionTiming extends PerformanceEntry {
  interactionId?: number;
}

declare global {
  interface Window {
    codekadeEventTimings?: RecordedEvent[];
  }
}

/** Records every event entry of the page's documents from their start (before any of their code). */
export async function recordEventTiming(page: Page): Promise<void> {
  await page.addInitScript((threshold) => {
    const recorded: RecordedEvent[] = [];
    window.codekadeEventTimings = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as InteractionTiming[]) {
        if (entry.interactionId) recorded.push({ interactionId: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, EVENT_TIMING_THRESHOLD_MS);
}

/** Waits two frames and a task, so the observer has delivered the entries of the frames before. */
async function entriesDelivered(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/**
 * Runs `act` (one or more taps of one kind) and returns its longest interaction in ms, or null when
 * none reached the threshold.
 */
export async function longestInteractionMs(page: Page, act: () => Promise<void>): Promise<number | null> {
  await entriesDelivered(page);
  const before = await page.evaluate(() => window.codekadeEventTimings?.length ?? 0);
  await act();
  await entriesDelivered(page);
  const durations = await page.evaluate(
    (from) => (window.codekadeEventTimings ?? []).slice(from).map((entry) => entry.duration),
    before,
  );
  return durations.length ? Math.max(...durations) : null;
}
