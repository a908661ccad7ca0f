import type { Page } from 'puppeteer-core';
import { remotePorts } from '../../support/site';

/**
 * Waits until the shell's idle warm-up has prefetched files of every remote and each hashed file
 * (what a later visit takes from the cache) has arrived; a policy that blocks them times this out.
 */
export async function waitForWarmUp(page: Page): Promise<void> {
  const remoteOrigins = Object.values(remotePorts).map((port) => `:${port}/`);
  await page.waitForFunction(
    (origins: string[]) => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);
      const arrived = links
        .filter((href) => href.includes('/static/'))
        .every((href) => performance.getEntriesByName(href).length > 0);
      return arrived && origins.every((origin) => links.some((href) => href.includes(origin)));
    },
    { timeout: 15_000 },
    remoteOrigins,
  );
}
