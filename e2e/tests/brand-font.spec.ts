import type { Page } from '@playwright/test';
import { BRAND_FONT_TEXT, FIRST_PAINT_TEXT, unicodeRange } from 'shell/brand-font';
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

/** Records every font file the page asks for. */
function fontRequestsOf(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requests.push(request.url());
  });
  return requests;
}

test('a first visit draws its pages in the brand font without asking for a font file', async ({ page }) => {
  const fontRequests = fontRequestsOf(page);
  await page.goto('/diensten');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
  expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
  await page.getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
  expect(fontRequests).toEqual([]);
});

test('the first-paint face is loaded before the body is parsed: the first layout is already in Inter', async ({
  page,
}) => {
  // The moment the parser makes the body's first element (a mutation's microtask, before any paint),
  // the Inter faces as the page has them then.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body?.firstElementChild) return;
      observer.disconnect();
      const faces = [...document.fonts].filter((face) => face.family === 'Inter');
      Object.assign(window, { facesAtBody: faces.map(({ status, unicodeRange }) => ({ status, unicodeRange })) });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const facesAtBody = await page.evaluate(() => (window as unknown as { facesAtBody: unknown }).facesAtBody);
  expect(facesAtBody).toContainEqual({ status: 'loaded', unicodeRange: unicodeRange(FIRST_PAINT_TEXT) });
});

test('at 375 px with the font file never answered, a first visit is drawn in Inter and nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The slowest network there is for the file: a first paint that waited for it, or used it, would
  // never draw Inter here (and the page would never finish loading).
  await page.route(BRAND_FONT_FILE, () => undefined);
  await watchLayoutShifts(page);
  await page.goto('/projecten/websites/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await renderedFonts(page, 'main h1')).toEqual(['Inter']);
  expect(await renderedFonts(page, 'main p')).toEqual(['Inter']);
  expect(await layoutShifts(page)).toEqual([]);
});

test("a text with one of the font's rarer characters loads its file face from the shell, once", async ({
  page,
  baseURL,
}) => {
  const fontRequests = fontRequestsOf(page);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // A visitor types a character only the file face has (`~` is in no page's text).
  await page.getByLabel('Naam').fill('Anne ~ Jansen');
  await expect.poll(() => fontRequests.length).toBe(1);
  expect(fontRequests[0]).toMatch(new RegExp(`^${baseURL}${BRAND_FONT_FILE.source.slice(1)}`));
});

// One test per page: all pages in one test took 22 s of its 30 on a loaded machine, one page a test a second or two.
for (const route of [...publicRoutes, notFoundRoute]) {
  test(`every character of ${route.path} the font has is in its first-paint face`, async ({ page }) => {
    await page.goto(route.path);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text; the body also holds the boot script's code.
    const text = await page.locator('body').innerText();
    const missing = new Set<string>();
    for (const char of text) {
      // A letter, punctuation or currency sign the font lacks, or any character of the font that the
      // first paint would have to take from the file face (or the fallback, the file not yet there).
      const lacked = /\p{L}|\p{P}|\p{Sc}/u.test(char) && !BRAND_FONT_TEXT.includes(char);
      if (lacked || (BRAND_FONT_TEXT.includes(char) && !/\s/.test(char) && !FIRST_PAINT_TEXT.includes(char))) {
        missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });
}
