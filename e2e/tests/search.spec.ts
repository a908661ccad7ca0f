import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});

test("the sitemap lists every page the remotes' prerender plans publish, at the site's address", async ({
  page,
  request,
}) => {
  await page.goto('/');
  const siteOrigin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const sitemap = await response.text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  expect(new Set(listed.map((url) => url.origin))).toEqual(new Set([siteOrigin]));
  expect(listed.map((url) => url.pathname).sort()).toEqual(publicRoutes.map((route) => route.path).sort());
});

test('the document is Dutch, has a favicon, a web manifest and Dutch structured data', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await request.get(favicon ?? '')).ok()).toBe(true);
  const manifest = await (
    await request.get((await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '')
  ).json();
  expect(manifest).toMatchObject({ lang: 'nl', short_name: 'Codekade' });
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'ProfessionalService', inLanguage: 'nl', address: { addressCountry: 'NL' } });
  expect(jsonLd.description).toMatch(/digitale oplossingen/);
});

test('every route has its own title and meta description', async ({ page }) => {
  // One test walks every route (19 with the 404 page); on a busy two-core machine that takes longer than one page's budget.
  test.slow();
  const descriptions = new Map<string, string>();
  for (const route of [...publicRoutes, notFoundRoute]) {
    await openRendered(page, route.path);
    await expect(page).toHaveTitle(route.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length, `description of ${route.path}`).toBeGreaterThan(40);
    descriptions.set(route.path, description ?? '');
  }
  // Detail pages describe themselves rather than repeating their area's description.
  expect(descriptions.get('/diensten/seo')).not.toBe(descriptions.get('/diensten'));
  expect(descriptions.get('/projecten/webshops/4')).not.toBe(descriptions.get('/projecten'));
});
