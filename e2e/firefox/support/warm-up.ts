import type { Page } from 'puppeteer-core';
import { remotePorts } from '../../support/site';

/**
 * Waits until the shell's idle warm-up has run the routes module of every other remote (the page's
 * own area runs its own, from the files the composer preloaded): what a later visit renders from; a
 * policy that blocks them times this out.
 */
export async function waitForWarmUp(page: Page): Promise<void> {
  const remoteOrigins = Object.entries(remotePorts).map(([remote, port]) => [remote, `:${port}/`]);
  await page.waitForFunction(
    (origins: string[][]) => {
      const composition = document.getElementById('codekade-composition')?.textContent;
      const shown = composition ? (JSON.parse(composition) as { area?: { remote?: string } }).area?.remote : undefined;
      const routesModules = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        // Run as a script, not only prefetched into the cache.
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/__federation_expose_routes.') && name.endsWith('.js'));
      return origins
        .filter(([remote]) => remote !== shown)
        .every(([, origin]) => routesModules.some((name) => name.includes(origin ?? '')));
    },
    { timeout: 15_000 },
    remoteOrigins,
  );
}
