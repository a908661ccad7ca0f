import { navLabels } from '@codekade/platform/site-menus';
import type { Page } from '@playwright/test';
import { contactWidgetText, headerText } from 'shell/content/layout-texts';
import { showBelowTheFold } from '../support/below-the-fold';
import { openRendered } from '../support/rendered';
import { expect, remotePorts, test } from '../support/site';

/**
 * The layout store crosses the boundary both ways: a remote changes the shell's state (a contact link
 * opens the shell's widget) and the shell changes a remote's state (its scroll offset drives the
 * projects sidebar, its page-transition flag the remote's page-enter animation).
 */

const widgetToggle = (page: Page) =>
  page
    .getByRole('button', { name: contactWidgetText.open, exact: true })
    .or(page.getByRole('button', { name: contactWidgetText.close, exact: true }));
const widgetOptions = (page: Page) => page.getByRole('list', { name: contactWidgetText.optionsLabel });
const contactLink = (page: Page, channel: string) => page.locator(`main [data-contact-channel="${channel}"]`).first();

/** Console errors, hydration mismatches among them, from the moment the page is opened. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Counts, in the page, every time a remote's page-enter wrapper is seen entering. */
async function countPageEnters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { pageEnters: number };
    counter.pageEnters = 0;
    let entering = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-page-enter="entering"]') !== null;
      if (now && !entering) counter.pageEnters += 1;
      entering = now;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-page-enter'] });
  });
}

const pageEnters = (page: Page) => page.evaluate(() => (window as unknown as { pageEnters: number }).pageEnters);

test.describe('a remote changes shell state', () => {
  test("the home page's phone link opens the shell's widget at the phone option", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openRendered(page, '/');
    await expect(widgetOptions(page)).toBeHidden();
    // The contact block is below the fold: it hydrates as it scrolls into view.
    await showBelowTheFold(contactLink(page, 'phone'));
    await contactLink(page, 'phone').click();
    await expect(widgetOptions(page)).toBeVisible();
    await expect(widgetToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(widgetOptions(page).getByRole('link', { name: contactWidgetText.channels.phone })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test("the contact page's chat link opens the widget instead of a new tab", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openRendered(page, '/contact');
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await contactLink(page, 'chat').click();
    await expect(widgetOptions(page)).toBeVisible();
    await expect(widgetOptions(page).getByRole('link', { name: contactWidgetText.channels.chat })).toBeFocused();
    // Escape hands the widget back, closed, as the shell's own toggle would.
    await page.keyboard.press('Escape');
    await expect(widgetOptions(page)).toBeHidden();
    expect(popups).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact links still lead to the chat app, a call and an e-mail', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'load' });
    await expect(contactLink(page, 'chat')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(contactLink(page, 'phone')).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(contactLink(page, 'email')).toHaveAttribute('href', /^mailto:.+@.+/);
    await page.goto('/', { waitUntil: 'load' });
    await expect(contactLink(page, 'phone')).toHaveAttribute('href', /^tel:/);
    await expect(contactLink(page, 'email')).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('the shell changes remote state', () => {
  test("scrolling, tracked by the shell, moves the projects sidebar and the shell's header together", async ({
    page,
  }) => {
    await openRendered(page, '/projecten');
    const sidebar = page.getByRole('navigation', { name: 'Projectcategorieën', includeHidden: true });
    const header = page.getByRole('banner');
    await expect(sidebar).toHaveAttribute('data-active-section', 'none');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      const top = document.getElementById('webstores')?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - 150);
    });
    await expect(sidebar).toHaveAttribute('data-active-section', 'webstores');
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(sidebar).toHaveAttribute('data-active-section', 'none');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('a client-side navigation plays the page-enter transition in the remote; the first load does not', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await countPageEnters(page);
    // The idle warm-up, or a hover as a visitor's pointer does, loads the remote ahead, so the area
    // arrives within the shell's 500 ms flag (an area that arrives later enters without the transition).
    const servicesCode = page.waitForResponse(
      (response) =>
        response.url().startsWith(`http://localhost:${remotePorts.mf_services}/`) &&
        response.url().includes('__federation_expose_routes'),
    );
    await openRendered(page, '/');
    // Long enough for a flag raised at load to have shown.
    await page.waitForTimeout(600);
    expect(await pageEnters(page)).toBe(0);

    const services = page
      .getByRole('navigation', { name: headerText.mainNavLabel })
      .getByRole('link', { name: navLabels.services });
    await services.hover();
    await servicesCode;
    await services.click();
    await expect(page).toHaveURL(/\/diensten$/);
    await expect.poll(() => pageEnters(page)).toBe(1);
    // The shell lowers the flag after its 500 ms, and the remote follows.
    await expect(page.locator('[data-page-enter]')).toHaveAttribute('data-page-enter', 'idle');
    expect(errors).toEqual([]);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a client-side navigation plays no transition', async ({ page }) => {
      await countPageEnters(page);
      await openRendered(page, '/');
      await page
        .getByRole('navigation', { name: headerText.mainNavLabel })
        .getByRole('link', { name: navLabels.contact })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator('[data-page-enter]')).toHaveCount(1);
      await page.waitForTimeout(600);
      expect(await pageEnters(page)).toBe(0);
    });
  });
});
