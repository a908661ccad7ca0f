import type { Page } from 'puppeteer-core';
import { remotePorts } from '../../support/site';

/**
 * Waits until the shell's idle warm-up has loaded the routes module of every remote (the page's own
 * area loads its own): what a later visit renders from; a policy that blocks them times this out.
 */
export async function waitForWarmUp(page: Page): Promise<void> {
  const remoteOrigins = Object.values(remotePorts).map((port) => `:${port}/`);
  await page.waitForFunction(
    (origins: string[]) => {
      const routesModules = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/__federation_expose_routes.') && name.endsWith('.js'));
      return origins.every((origin) => routesModules.some((name) => name.includes(origin)));
    },
    { timeout: 15_000 },
    remoteOrigins,
  );
}
