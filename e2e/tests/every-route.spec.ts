import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/page-checks/axe';
import { expectNoWordBrokenMidWord } from '../support/page-checks/broken-words';
import { expectChatButtonClear } from '../support/page-checks/chat-button';
import { expectVisibleFocusRings } from '../support/page-checks/focus-rings';
import { expectOneColumn } from '../support/page-checks/one-column';
import { expectSizesOnTheScale } from '../support/page-checks/type-scale';
import { openRendered } from '../support/rendered';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { test } from '../support/site';

/**
 * What holds on every page of the site, checked at the widths a visitor meets (a small phone, a phone,
 * a desktop): a page loaded at 320 px is turned to the next width (a phone turned, a window resized),
 * as the layout is CSS alone. Each check lives in support/page-checks/ and names
 * the width it failed at.
 */
const widths = { smallPhone: 320, phone: 375, desktop: 1280 } as const;

/**
 * Turns the window to `width` and lets a frame pass: with reduced motion every change of style is a
 * 0.01 ms transition (base.css), done by the next frame.
 */
async function turnTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Opens the still page (reduced motion) at 320 px, as every check begins there. */
async function openStill(page: Page, path: string): Promise<void> {
  // Still pages: the home hero's rotation would cross-fade its tabs' colours under axe's contrast
  // check at whatever moment it runs (the rotation and its pause button: home.spec.ts).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: widths.smallPhone, height: 640 });
  await openRendered(page, path);
}

// Two tests a route, each a load turned to its widths: all three widths' checks (three axe runs and a
// walk of the focus through the page) in one test took more than its 30 s on a loaded machine.
for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path}: design grid, words, type scale, axe and chat button at 320 and 375 px`, async ({ page }) => {
    await openStill(page, route.path);

    await test.step('320 px: one column, no word broken mid-word, nothing hidden by the chat button', async () => {
      await expectNoWordBrokenMidWord(page);
      await expectOneColumn(page);
      await expectChatButtonClear(page);
    });
    await test.step('375 px: one column, the type scale, axe, nothing hidden by the chat button', async () => {
      await turnTo(page, widths.phone, 740);
      await expectOneColumn(page);
      await expectChatButtonClear(page);
      await expectSizesOnTheScale(page);
      await expectNoAxeViolations(page);
    });
  });

  test(`${route.path}: design grid, type scale, axe, chat button and focus rings turned to 1280 px`, async ({
    page,
  }) => {
    await openStill(page, route.path);

    await test.step('1280 px: one column, the type scale, axe, chat button, focus rings', async () => {
      await turnTo(page, widths.desktop, 800);
      await expectOneColumn(page);
      await expectChatButtonClear(page);
      await expectSizesOnTheScale(page);
      await expectNoAxeViolations(page);
      // Last: it moves keyboard focus through the whole page.
      await expectVisibleFocusRings(page);
    });
  });
}
