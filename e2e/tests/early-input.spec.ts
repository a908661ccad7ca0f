import type { Page } from '@playwright/test';
import { heroIntro, serviceBanners } from 'mf-home/content/hero';
import { infoTabs, infoTabsIntro } from 'mf-home/content/info-tabs';
import { mobileMenuText } from 'shell/content/layout-texts';
import { expect, remotePorts, test } from '../support/site';

/**
 * The app starts late (after the first paint, when the page is idle, or at the first input), and its
 * code may be slow to come. A visitor who clicks, taps or presses a key on the page the moment it
 * shows must not lose it. Everything after the shell's entry script (React, the shell's app, the
 * home remote) is held back here, and the input lands on the server's HTML before any of it runs.
 */
const CODE_DELAY_MS = 1500;

async function openHomeWithSlowCode(page: Page): Promise<void> {
  const slowly = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
    await route.continue();
  };
  await page.route(/\/static\/js\/async\//, slowly);
  await page.route(new RegExp(`^http://[^/]+:${remotePorts.mf_home}/`), slowly);
  await page.goto('/', { waitUntil: 'commit' });
}

/** The input must land on HTML that does not answer yet. */
async function expectNotLiveYet(page: Page): Promise<void> {
  await expect(page.locator('html'), 'the input must land before the page is live').not.toHaveAttribute(
    'data-hydrated',
    'true',
  );
}

const hero = (page: Page) => page.getByRole('main').getByRole('region', { name: heroIntro.title });
const [, webshops] = serviceBanners as [unknown, (typeof serviceBanners)[number]];
const [, approach] = infoTabs.map((tab) => tab.title) as [string, string];

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
]) {
  const mobile = viewport.width < 640;
  const act = mobile ? 'tap' : 'click';
  test.describe(`input before the app is live at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: mobile });

    test(`a ${act} on a hero tab the moment it shows selects that tab`, async ({ page }) => {
      await openHomeWithSlowCode(page);
      const tab = hero(page).getByRole('tab', { name: webshops.name });
      await expectNotLiveYet(page);
      if (mobile) await tab.tap();
      else await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(hero(page).getByRole('heading', { level: 2, name: webshops.title })).toBeVisible();
    });

    test(`a ${act} on an info tab the moment it is reached selects that tab`, async ({ page }) => {
      await openHomeWithSlowCode(page);
      const info = page.getByRole('main').getByRole('region', { name: infoTabsIntro.title });
      const tab = info.getByRole('tab', { name: approach });
      await tab.scrollIntoViewIfNeeded();
      await expectNotLiveYet(page);
      if (mobile) await tab.tap();
      else await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(info.getByRole('tabpanel')).toHaveAccessibleName(approach);
    });
  });
}

test.describe('the mobile menu before the app is live', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a tap on the menu button the moment it shows opens the menu', async ({ page }) => {
    await openHomeWithSlowCode(page);
    const button = page.getByRole('button', { name: mobileMenuText.open });
    await expectNotLiveYet(page);
    await button.tap();
    await expect(page.getByRole('button', { name: mobileMenuText.close })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });
});
