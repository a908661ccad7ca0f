import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, siteOrigin, test } from './support/fixtures';
import { waitForRenderedRoute } from './support/queries';
import { waitForWarmUp } from './support/warm-up';

for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path} renders its heading and title, then warms up the other areas`, async ({ page }) => {
    const response = await page.goto(`${siteOrigin}${route.path}`);
    expect(response?.status()).toBe(route === notFoundRoute ? 404 : 200);
    await waitForRenderedRoute(page);
    if (typeof route.title === 'string') await expect.poll(() => page.title()).toBe(route.title);
    else await expect.poll(() => page.title()).toMatch(route.title);
    // With every other area loaded and run in idle time, as a visitor has it; the fixture then fails on any console problem.
    await waitForWarmUp(page);
  });
}
