import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, siteOrigin, test } from './support/fixtures';
import { waitForRenderedRoute } from './support/queries';

for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path} renders its heading and title`, async ({ page }) => {
    const response = await page.goto(`${siteOrigin}${route.path}`);
    expect(response?.status()).toBe(route === notFoundRoute ? 404 : 200);
    await waitForRenderedRoute(page);
    if (typeof route.title === 'string') await expect.poll(() => page.title()).toBe(route.title);
    else await expect.poll(() => page.title()).toMatch(route.title);
  });
}
