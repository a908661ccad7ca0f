import { serviceBanners } from 'mf-home/content/hero';
import { reviews as reviewContent, reviewPositionLabel, reviewsIntro } from 'mf-home/content/reviews';
import type { Page } from 'puppeteer-core';
import { expect, siteOrigin, test } from './support/fixtures';
import { visibleNamed, waitForRenderedRoute } from './support/queries';

// The first tab is open at load, so it is clicked last to see the panel change each time.
const [firstBanner, ...otherBanners] = serviceBanners;
const heroTabs = [...otherBanners, firstBanner].map((banner) => ({ name: banner.name, title: banner.title }));

/** Position label of review `number` (1-based), as the slide and its dot are named. */
const position = (number: number) => reviewPositionLabel(number - 1, reviewContent.length);

const hero = 'section[aria-labelledby="hero-title"]';

async function openHome(page: Page): Promise<void> {
  await page.goto(`${siteOrigin}/`);
  await waitForRenderedRoute(page);
}

/** The heading of the one hero panel a visitor sees (the others are hidden or fading out). */
const visiblePanelTitle = (page: Page) =>
  page.$$eval(`${hero} [role="tabpanel"]`, (panels) =>
    panels
      .filter((panel) => panel.checkVisibility({ opacityProperty: true }) && !panel.hasAttribute('aria-hidden'))
      .map((panel) => panel.querySelector('h2')?.textContent),
  );

test('the hero tabs switch the service shown', async ({ page }) => {
  await openHome(page);
  for (const tab of heroTabs) {
    const button = await visibleNamed(page, `${hero} [role="tab"]`, tab.name);
    await button.click();
    expect(await button.evaluate((element) => element.getAttribute('aria-selected'))).toBe('true');
    await expect.poll(() => visiblePanelTitle(page)).toEqual([tab.title]);
  }
});

test('the review slider moves both ways, wraps around and follows its dots', async ({ page }) => {
  await openHome(page);
  const reviews = 'section[aria-labelledby="reviews-title"]';
  // Below the fold: its code loads and hydrates as it scrolls into view.
  await page.$eval(reviews, (section) => section.scrollIntoView());
  await page.waitForSelector('[data-below-the-fold][data-ready] section[aria-labelledby="reviews-title"]');
  const currentReview = () => page.$eval(`${reviews} figure:not([aria-hidden="true"])`, (figure) => figure.ariaLabel);
  const press = async (name: string) => (await visibleNamed(page, `${reviews} button`, name)).click();
  expect(await currentReview()).toBe(position(1));

  await press(reviewsIntro.previousLabel);
  await expect.poll(currentReview).toBe(position(reviewContent.length));
  await press(reviewsIntro.nextLabel);
  await expect.poll(currentReview).toBe(position(1));
  await press(reviewsIntro.nextLabel);
  await expect.poll(currentReview).toBe(position(2));
  await press(position(5));
  await expect.poll(currentReview).toBe(position(5));
  expect(await page.$eval(`${reviews} button[aria-current="true"]`, (dot) => dot.ariaLabel)).toBe(position(5));
});
