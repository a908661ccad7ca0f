import { test as base, expect, type Page } from '@playwright/test';

/** Ports of the composed site under test (see scripts/lib/apps.mjs). */
export const portBase = Number(process.env.SITE_PORT_BASE ?? 3000);
export const remotePorts = {
  mf_home: portBase + 1,
  mf_services: portBase + 2,
  mf_projects: portBase + 3,
  mf_about: portBase + 4,
  mf_contact: portBase + 5,
} as const;

export type RemoteUnderTest = keyof typeof remotePorts;

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
