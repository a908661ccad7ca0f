import { scrollShifts } from '../support/in-page/scroll-shifts';
import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

/**
 * Nothing moves while a visitor reads a page from top to bottom and back (CLS 0 while scrolling, not
 * only at load): on every route at a small phone's and a desktop's width, the page is scrolled slowly,
 * a quarter of a small phone's screen per step with the page's rendering frames between the steps, and
 * the layout shifts it reports from its load on must add up to 0.
 */
const SCROLL_STEP_PX = 140;
const widths = [
  { width: 320, height: 568 },
  { width: 1280, height: 800 },
] as const;

for (const route of [...publicRoutes, notFoundRoute]) {
  for (const viewport of widths) {
    test(`${route.path} at ${viewport.width} px: no layout shift while scrolled to its end and back`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openRendered(page, route.path);
      const shifts = await page.evaluate(scrollShifts, SCROLL_STEP_PX);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);
    });
  }
}
