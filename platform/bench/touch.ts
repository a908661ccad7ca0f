import type { Locator, Page } from '@playwright/test';

/**
 * Taps the middle of `target` with the touchscreen alone: the element is found and measured first,
 * so none of Playwright's checks run in the page between the finger's touch and what it causes.
 */
export async function tapCentre(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen to be tapped.`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
