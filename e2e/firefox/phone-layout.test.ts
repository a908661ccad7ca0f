import { bandPlaceholders } from '../support/in-page/band-placeholders';
import { chatButtonCover } from '../support/in-page/chat-button-cover';
import { expect, siteOrigin, test } from './support/fixtures';
import { waitForRenderedRoute } from './support/queries';

// What a phone visitor sees in Firefox (issue 43), on few loads: one page whose end is the footer
// under the chat button, at a small phone's and a phone's width.
test('at 320 and 375 px the chat button hides nothing at the page end and no control anywhere', async ({ page }) => {
  await page.setViewport({ width: 320, height: 640 });
  await page.goto(`${siteOrigin}/contact`);
  await waitForRenderedRoute(page);
  for (const width of [320, 375]) {
    await page.setViewport({ width, height: 740 });
    const cover = await page.evaluate(chatButtonCover);
    expect(cover.coveredAtEnd, `at ${width} px, under the chat button at the page's end`).toEqual([]);
    expect(cover.hiddenSomewhere, `at ${width} px, controls it can hide entirely`).toEqual([]);
    expect(cover.columnCovered).toBeLessThanOrEqual(40);
  }
});

test('at 375 px every home band placeholder is its real height within 10 %', async ({ page }) => {
  await page.setViewport({ width: 375, height: 740 });
  await page.goto(`${siteOrigin}/`);
  await waitForRenderedRoute(page);
  const bands = await page.evaluate(bandPlaceholders);
  expect(bands.length).toBeGreaterThanOrEqual(5);
  for (const band of bands) {
    expect(Math.abs(band.placeholder - band.real) / band.real, band.name).toBeLessThanOrEqual(0.1);
  }
});
