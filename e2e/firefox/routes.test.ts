import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, siteOrigin, test } from './support/fixtures';
import { waitForRenderedRoute } from './support/queries';

for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path} renders its heading and title`, async ({ page }) => {
    await page.goto(`${siteOrigin}${route.path}`);
    await waitForRenderedRoute(page);
    if (typeof route.title === 'string') await expect.poll(() => page.title()).toBe(route.title);
    else await expect.poll(() => page.title()).toMatch(route.title);
  });
}
