import { test as base, expect, type Page } from '@playwright/test';
import { DEFAULT_PORT_BASE, remoteApps } from '../../shared/src/apps.mjs';

type RemoteName = (typeof remoteApps)[number]['name'];

/** Ports of the composed site under test, from the app registry (see scripts/lib/apps.mjs). */
export const portBase = Number(process.env.SITE_PORT_BASE ?? DEFAULT_PORT_BASE);
export const remotePorts = Object.fromEntries(remoteApps.map((app) => [app.name, portBase + app.portOffset])) as Record<
  RemoteName,
  number
>;

export type RemoteUnderTest = RemoteName;

/** A page that fails the test on any uncaught error in the browser. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };
