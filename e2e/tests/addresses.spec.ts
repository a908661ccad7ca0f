import { expect, test } from '../support/site';

/**
 * Every other form of an address is a 301 to its canonical form, query kept, and the browser then
 * hydrates the page the server composed: no hydration mismatch, no client-side redirect.
 */
const ODD_ADDRESSES = [
  ['/diensten/seo/', '/diensten/seo'],
  ['/DIENSTEN/SEO', '/diensten/seo'],
  ['/Over-Ons/', '/over-ons'],
  ['/diensten/webshop?utm_source=x', '/diensten/webshops?utm_source=x'],
  ['/diensten/web%73hop/?utm_source=x', '/diensten/webshops?utm_source=x'],
] as const;

for (const [odd, canonical] of ODD_ADDRESSES) {
  test(`${odd} lands on ${canonical}, composed and hydrated without a mismatch`, async ({ page, request }) => {
    const first = await request.get(odd, { maxRedirects: 0 });
    expect(first.status()).toBe(301);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const response = await page.goto(odd);
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe(canonical);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-codekade-composition']).toBe('area');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathname}$`));
    expect(problems).toEqual([]);
  });
}

test('a path that looks like another host stays on the site, as a 404 with its own canonical link', async ({
  request,
}) => {
  const moved = await request.get('/.//evil.example/x', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/evil.example/x');
  const page = await request.get('/evil.example/x/');
  expect(page.status()).toBe(404);
  expect(await page.text()).not.toMatch(/(?:href|content)="(?:https?:)?\/\/evil/);
});
