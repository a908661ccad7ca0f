import { remoteApps } from '@codekade/platform/app-registry';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { test as base, expect, type Page } from '@playwright/test';
import { isPageHydrated } from './hydration';

type RemoteName = string;

/** Ports of the composed site under test, from the app registry (see platform/lib/apps.mjs). */
export const portBase = readLocalSettings(process.env).sitePortBase;
export const remotePorts: Readonly<Record<RemoteName, number>> = Object.fromEntries(
  remoteApps.map((app) => [app.name, portBase + app.portOffset]),
);

export type RemoteUnderTest = RemoteName;

/** Waits until the page answers to input (see `isPageHydrated`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isPageHydrated);
}

/**
 * A page that fails the test on any uncaught error in the browser, and whose `goto` and `reload`
 * return once the page is hydrated. Pass an explicit `waitUntil` to return as soon as it loads (a
 * test that holds a remote back on purpose).
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
