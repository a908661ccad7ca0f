import { openPhonePage } from '@codekade/platform/bench/phone';
import type { Page } from '@playwright/test';
import { FIRST_PAINT_TEXT } from 'shell/brand-font';
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

/** Whether a request is for a font file (data: URLs are the CSS's own bytes, never a request). */
const isFontFile = (url: string, type: string) => type === 'font' && /^https?:/.test(url);

test('a first visit draws every page in the brand font without asking for a font file', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (isFontFile(request.url(), request.resourceType())) fontRequests.push(request.url());
  });
  await page.goto('/diensten');
  expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
  expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
  expect(fontRequests).toEqual([]);
});

test("a text with one of the font's rarer characters loads its file face from the shell, once", async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (isFontFile(request.url(), request.resourceType())) fontRequests.push(request.url());
  });
  await page.goto('/contact');
  // A visitor types a character of the file face (`~` is in no page's text).
  await page.getByLabel('Naam').fill('Anne ~ Jansen');
  await expect.poll(() => fontRequests.length).toBe(1);
  expect(fontRequests[0]).toMatch(new RegExp(`^${baseURL}${BRAND_FONT_FILE.source.slice(1)}`));
});

test('a first visit on the slow phone is drawn in the brand font from its first paint, and nothing moves', async ({
  browser,
  baseURL,
}) => {
  // The first-paint face is `font-display: block`: until it is decoded the text is not drawn at all,
  // and only a face still missing after the block period (3 s) would give way to the fallback. So
  // Inter here, after the load, on the phone's network and CPU, is what the first paint drew.
  const phone = await openPhonePage(browser);
  try {
    const { page } = phone;
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (isFontFile(request.url(), request.resourceType())) fontRequests.push(request.url());
    });
    await watchLayoutShifts(page);
    await page.goto(new URL('/projecten/websites/1', baseURL).href, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
    expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShifts(page)).toEqual([]);
    expect(fontRequests).toEqual([]);
  } finally {
    await phone.close();
  }
});

// One test per page: all pages in one test took 22 s of its 30 on a loaded machine, one page a test a second or two.
for (const route of [...publicRoutes, notFoundRoute]) {
  test(`every letter of ${route.path} is in the brand font's first-paint face`, async ({ page }) => {
    await page.goto(route.path);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text; the body also holds the boot script's code.
    const text = await page.locator('body').innerText();
    const missing = new Set<string>();
    for (const char of text) {
      if (/\p{L}|\p{P}|\p{Sc}/u.test(char) && !FIRST_PAINT_TEXT.includes(char)) missing.add(char);
    }
    expect([...missing]).toEqual([]);
  });
}
