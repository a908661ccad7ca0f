/**
 * The phone the benches' navigation and interaction figures are measured on: Lighthouse's mobile
 * profile (150 ms round trip, 1.6 Mbps down, 750 kbps up, a 4× slower CPU) at 375 CSS px, applied
 * over the Chrome DevTools Protocol to Debian's Chromium, each run in a fresh context (an empty cache,
 * a visitor's first visit).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const PHONE_PROFILE = {
  width: 375,
  height: 812,
  deviceScaleFactor: 3,
  roundTripMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
} as const;

/** How long a page lies idle after its load before the visitor's tap (the warm-up's time). */
export const IDLE_AFTER_LOAD_MS = 4000;

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export interface PhonePage {
  page: Page;
  close(): Promise<void>;
}

/** A touch page of its own context, with the phone's network and CPU. */
export async function openPhonePage(browser: Browser): Promise<PhonePage> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: PHONE_PROFILE.width, height: PHONE_PROFILE.height },
    deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.roundTripMs,
    downloadThroughput: bytesPerSecond(PHONE_PROFILE.downloadKbps),
    uploadThroughput: bytesPerSecond(PHONE_PROFILE.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return { page, close: () => context.close() };
}

/**
 * Opens `url` on the phone and waits for its load and for `liveSelector` (the page answers to input),
 * then lets it lie idle, as a visitor reading it.
 */
export async function loadAndIdle(
  page: Page,
  url: string,
  { liveSelector, idleMs = IDLE_AFTER_LOAD_MS }: { liveSelector: string; idleMs?: number },
): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(liveSelector).waitFor({ state: 'attached' });
  await page.waitForTimeout(idleMs);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
