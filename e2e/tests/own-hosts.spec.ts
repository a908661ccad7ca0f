import { apps } from '@codekade/platform/app-registry';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, portBase, test } from '../support/site';

/** The site's own apps: the shell and its five remotes, nothing else (no font, analytics or other host). */
const ownOrigins = new Set(apps.map((app) => `http://localhost:${portBase + app.portOffset}`));

test('every public route loads only from the site’s own apps, before the form is used', async ({ page }) => {
  test.slow();
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!ownOrigins.has(url.origin)) foreign.push(`${page.url()} → ${request.url()}`);
  });
  for (const route of [...publicRoutes, notFoundRoute]) {
    await page.goto(route.path);
    // Idle prefetching of the other areas happens now too.
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
