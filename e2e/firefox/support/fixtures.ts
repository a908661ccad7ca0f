import type { Browser, Page } from 'puppeteer-core';
import { test as base, expect, inject } from 'vitest';
import { portBase } from '../../support/site';
import { connectFirefox } from './firefox';
import { collectNetworkAttempts } from './network-trap';
import { watchPageProblems } from './page-problems';

export const siteOrigin = `http://localhost:${portBase}`;
export const desktopViewport = { width: 1280, height: 800 };
export const mobileViewport = { width: 375, height: 740 };

/**
 * `page`: a fresh Firefox tab at desktop size; the test fails when the tab logged an error or a
 * warning, threw or got an error response, or when Firefox tried to reach beyond loopback meanwhile.
 */
export const test = base.extend<{ $test: { page: Page }; $file: { browser: Browser } }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const browser = await connectFirefox(inject('firefoxEndpoint'));
      await use(browser);
      await browser.disconnect();
    },
    { scope: 'file' },
  ],
  page: async ({ browser }, use) => {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.setViewport(desktopViewport);
    const problems = watchPageProblems(page);
    await use(page);
    await page.close();
    expect(problems, 'errors or warnings in Firefox').toEqual([]);
    expect(await collectNetworkAttempts(inject('networkTrapOrigin')), 'requests beyond loopback').toEqual([]);
  },
});

export { expect };
