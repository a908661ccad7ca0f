import { serviceBanners } from 'mf-home/content/hero';
import { longestLines } from '../support/in-page/line-lengths';
import { openRendered } from '../support/rendered';
import { expect, test } from '../support/site';

/**
 * The site's voice where it is measured (issue 51): running text on /over-ons and /privacy keeps lines
 * of at most about 75 characters at a desktop's and a wide screen's width, and the home hero fits a
 * 375 × 667 phone with its button in view, below the header, right after its tab's text.
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

  // Every tab's button follows its own text (a shorter text left a gap of up to 82 px above it), and
  // stands in view too.
  for (const [index, banner] of serviceBanners.entries()) {
    await page.getByRole('tab', { name: banner.name, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: banner.name, exact: true });
    const gap = await panel.evaluate((element) => {
      const text = element.querySelector('p')?.getBoundingClientRect();
      const link = element.querySelector('a')?.getBoundingClientRect();
      const margin = Number.parseFloat(getComputedStyle(element.querySelector('p') ?? element).marginBottom);
      return { extra: (link?.top ?? Number.NaN) - (text?.bottom ?? Number.NaN) - margin, bottom: link?.bottom ?? 0 };
    });
    expect(Math.abs(gap.extra), `${banner.name}: room above its button beyond the text's margin`).toBeLessThanOrEqual(
      1,
    );
    expect(gap.bottom, `tab ${index + 1}'s button in view`).toBeLessThanOrEqual(667);
  }
});
