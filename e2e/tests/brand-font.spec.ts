import type { Page } from '@playwright/test';
import { BRAND_FONT_TEXT } from 'shell/brand-font';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

const BRAND_FONT_FILE = /\/static\/font\/brand-font\.[\w-]+\.woff2$/;

/** The fonts the browser really drew a node's text with (Chromium's own account of it). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** Watches the page's layout shifts from its first moment. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

test('the brand font comes once, from the shell, and draws the page', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/diensten');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fontRequests).toHaveLength(1);
  expect(fontRequests[0]).toMatch(new RegExp(`^${baseURL}${BRAND_FONT_FILE.source.slice(1)}`));
  // font-display: optional draws a page with the brand font when its file is there within a moment of
  // the first text (on a busy test host the first page may keep the matched fallback, by design); once
  // the file is in the browser's cache, every page is drawn with it.
  await page.reload();
  expect(await renderedFonts(page, 'h1')).toEqual(['Inter']);
});

test('at 375 px on a slow network the page keeps its matched fallback: nothing moves when the font arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  let arrived = false;
  await page.route(BRAND_FONT_FILE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    arrived = true;
  });
  await watchLayoutShifts(page);
  await page.goto('/projecten/websites/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => arrived).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(await layoutShifts(page)).toEqual([]);
  expect((await renderedFonts(page, 'h1'))[0]).not.toBe('Inter');
});

// One test per page: all pages in one test took 22 s of its 30 on a loaded machine, one page a test a second or two.
for (const route of [...publicRoutes, notFoundRoute]) {
  test(`every letter of ${route.path} is in the font's subset`, async ({ page }) => {
    await page.goto(route.path);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text; the body also holds the boot script's code.
    const text = await page.locator('body').innerText();
    const missing = new Set<string>();
    for (const char of text) {
      if (/\p{L}|\p{P}|\p{Sc}/u.test(char) && !BRAND_FONT_TEXT.includes(char)) missing.add(char);
    }
    expect([...missing]).toEqual([]);
  });
}
