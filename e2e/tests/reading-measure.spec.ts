import { serviceBanners } from 'mf-home/content/hero';
import { longestLines } from '../support/in-page/line-lengths';
import { openRendered } from '../support/rendered';
import { expect, test } from '../support/site';

/**
 * The site's voice where it is measured (issue 51): running text on /over-ons and /privacy keeps lines
 * of at most about 75 characters at a desktop's and a wide screen's width, and the home hero fits a
 * 375 × 667 phone with its button in view, below the header.
 */
const MAX_LINE_CHARACTERS = 75;

for (const path of ['/over-ons', '/privacy']) {
  for (const width of [1280, 1440]) {
    test(`${path} at ${width} px: no line of running text is longer than ${MAX_LINE_CHARACTERS} characters`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRendered(page, path);
      const blocks = await page.evaluate(longestLines);
      expect(blocks.length).toBeGreaterThan(0);
      const tooLong = blocks.filter((block) => block.longest > MAX_LINE_CHARACTERS);
      expect(tooLong, JSON.stringify(tooLong)).toEqual([]);
    });
  }
}

test('the home hero fits a 375 × 667 phone: its button stands in view, below the header', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 667 });
  await openRendered(page, '/');
  // With reduced motion the hero stays on its first tab.
  const button = page.getByRole('main').getByRole('link', { name: serviceBanners[0].linkLabel });
  const box = await button.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  if (!box || !header) throw new Error('No hero button or no header.');
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(667);
});
