import { mobileNavLabels, navLabels } from '@codekade/platform/site-menus';
import type { Locator, Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { heroIntro } from 'mf-home/content/hero';
import { infoTabs } from 'mf-home/content/info-tabs';
import { reviewPositionLabel, reviews, reviewsIntro } from 'mf-home/content/reviews';
import { contactWidgetText, mobileMenuText } from 'shell/content/layout-texts';
import { routeToRunStore } from '../support/contact-store';
import { openRendered } from '../support/rendered';
import { expect, test } from '../support/site';

/** Presses Tab until `target` has focus (bounded), as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus indicator: an outline or a box-shadow ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(indicator.outline || indicator.shadow, 'visible focus indicator').toBe(true);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, is walked and closes with the keyboard', async ({ page }) => {
    await openRendered(page, '/over-ons');
    const burger = page.getByRole('button', { name: mobileMenuText.open });
    await tabTo(page, burger);
    await expectVisibleFocus(burger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: mobileMenuText.navLabel });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(menu.getByRole('link', { name: mobileNavLabels.home }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: mobileMenuText.open })).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: navLabels.projects }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projecten$/);
    await expect(menu).toBeHidden();
  });

  test('focus stays in the open mobile menu; the page behind it is inert', async ({ page }) => {
    await openRendered(page, '/over-ons');
    const burger = page.getByRole('button', { name: mobileMenuText.open });
    await burger.click();
    const menu = page.getByRole('navigation', { name: mobileMenuText.navLabel });
    await expect(menu).toBeVisible();
    const stops = (await menu.getByRole('link').count()) + 3;
    for (const key of [...Array(stops).fill('Tab'), ...Array(stops).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const focus = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'none';
        return focused.closest('header div:has(> [aria-expanded])') ? 'menu' : focused.outerHTML.slice(0, 80);
      });
      expect(['menu', 'none'], `${key} left the open menu`).toContain(focus);
    }
    expect(await page.getByRole('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: mobileMenuText.open })).toBeFocused();
    expect(await page.locator('[inert]').count(), 'nothing stays inert after closing').toBe(0);
  });
});

test('hero tabs, info tabs and the review slider work from the keyboard with visible focus', async ({ page }) => {
  await openRendered(page, '/');
  // Only the selected hero tab is in the tab order, and the hero may rotate until focus reaches it.
  const selectedHeroTab = page
    .getByRole('tablist', { name: heroIntro.tabListLabel })
    .getByRole('tab', { selected: true });
  await tabTo(page, selectedHeroTab);
  await expectVisibleFocus(selectedHeroTab);
  const before = await selectedHeroTab.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(selectedHeroTab).not.toHaveText(before ?? '');
  await expect(selectedHeroTab).toBeFocused();

  const [vision, approach] = infoTabs;
  const visie = page.getByRole('tab', { name: vision?.title });
  await tabTo(page, visie);
  await expectVisibleFocus(visie);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: approach?.title })).toHaveAttribute('aria-selected', 'true');

  const next = page.getByRole('button', { name: reviewsIntro.nextLabel });
  await tabTo(page, next);
  await expectVisibleFocus(next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('figure', { name: reviewPositionLabel(1, reviews.length) })).toBeVisible();
  const lastDot = page.getByRole('button', { name: reviewPositionLabel(7, reviews.length) });
  await tabTo(page, lastDot);
  await page.keyboard.press('Space');
  await expect(lastDot).toHaveAttribute('aria-current', 'true');
});

test('the contact widget opens, is walked and closes with the keyboard', async ({ page }) => {
  await openRendered(page, '/over-ons');
  const toggle = page.getByRole('button', { name: contactWidgetText.open });
  await tabTo(page, toggle, 200);
  await expectVisibleFocus(toggle);
  await page.keyboard.press('Enter');
  const options = page.getByRole('list', { name: contactWidgetText.optionsLabel });
  await expect(options).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(options.getByRole('link', { name: contactWidgetText.channels.email }));
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(page.getByRole('button', { name: contactWidgetText.open })).toBeFocused();
});

test('the contact form is filled in and sent with the keyboard alone', async ({ page }) => {
  await routeToRunStore(page);
  await openRendered(page, '/contact');
  const name = page.getByLabel(contactFormText.labels.name);
  await tabTo(page, name);
  await expectVisibleFocus(name);
  await page.keyboard.type('Toetsenbord Tester');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel(contactFormText.labels.email));
  await page.keyboard.type('toetsenbord@voorbeeld.nl');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel(contactFormText.labels.phone));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel(contactFormText.labels.message));
  await page.keyboard.type('Verstuurd zonder muis.');
  const submit = page.getByRole('button', { name: contactFormText.submit });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText(contactFormText.toasts.success)).toBeVisible();
  await expect(name).toHaveValue('');
});
