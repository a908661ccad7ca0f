import type { Locator, Page } from '@playwright/test';
import { infoTabs, infoTabsIntro } from 'mf-home/content/info-tabs';
import { reviewPositionLabel, reviews, reviewsIntro } from 'mf-home/content/reviews';
import { expect, remotePorts, test } from '../support/site';

/**
 * A visitor who jumps down the home page and clicks, taps or presses a key on a part whose code is
 * still on its way (a slow network) must not lose it: the part does it once its code has arrived.
 * The code of every part below the fold is held back, so each input lands on server HTML.
 */
const PART_CODE_DELAY_MS = 1500;

const [, approach, commitment] = infoTabs.map((tab) => tab.title) as [string, string, string];

/** Opens the home page and, from then on, delays every file of the home remote (the parts' code), of its root or of the version the page loads (issue 48). */
async function openHomeWithSlowParts(page: Page): Promise<void> {
  let slow = false;
  await page.route(new RegExp(`^http://[^/]+:${remotePorts.mf_home}/(?:v/[^/]+/)?static/`), async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, PART_CODE_DELAY_MS));
    await route.continue();
  });
  await page.goto('/');
  slow = true;
}

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

/** Scrolls to the control as a visitor would and checks that its part is not live yet. */
async function reachBeforeItsCode(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const part = control.locator('xpath=ancestor::*[@data-below-the-fold][1]');
  await expect(part, 'the input must land before the part is live').not.toHaveAttribute('data-ready', '');
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
]) {
  const mobile = viewport.width < 640;
  test.describe(`input on parts below the fold at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: mobile });

    test(`a ${mobile ? 'tap' : 'click'} on a tab before its code arrives opens that tab`, async ({ page }) => {
      await openHomeWithSlowParts(page);
      const info = region(page, infoTabsIntro.title);
      const tab = info.getByRole('tab', { name: approach });
      await reachBeforeItsCode(tab);
      if (mobile) await tab.tap();
      else await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(info.getByRole('tabpanel')).toHaveAccessibleName(approach);
    });

    test(`a ${mobile ? 'tap' : 'click'} on the next review before its code arrives moves exactly one review on`, async ({
      page,
    }) => {
      await openHomeWithSlowParts(page);
      const slider = region(page, reviewsIntro.title);
      const next = slider.getByRole('button', { name: reviewsIntro.nextLabel });
      await reachBeforeItsCode(next);
      if (mobile) await next.tap();
      else await next.click();
      await expect(page.locator('[data-below-the-fold="reviews"]')).toHaveAttribute('data-ready', '');
      await expect(slider.getByRole('figure')).toHaveAccessibleName(reviewPositionLabel(1, reviews.length));
    });
  });
}

test('arrow keys on a tab before its code arrives move the selection', async ({ page }) => {
  await openHomeWithSlowParts(page);
  const info = region(page, infoTabsIntro.title);
  const selected = info.getByRole('tab', { selected: true });
  await reachBeforeItsCode(selected);
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(info.getByRole('tab', { name: commitment })).toHaveAttribute('aria-selected', 'true');
  await expect(info.getByRole('tab', { name: commitment })).toBeFocused();
});
