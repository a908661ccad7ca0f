import type { Locator, Page } from '@playwright/test';

interface Point {
  x: number;
  y: number;
}

/** The middle of `target` on screen, scrolled into view first if needed. */
async function centreOf(target: Locator): Promise<Point> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen to be tapped.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps the middle of `target` with the touchscreen alone: the element is found and measured first,
 * so none of Playwright's checks run in the page between the finger's touch and what it causes.
 */
export async function tapCentre(page: Page, target: Locator): Promise<void> {
  const { x, y } = await centreOf(target);
  await page.touchscreen.tap(x, y);
}

/**
 * Taps `targets` one after another (one element may come more than once), all found and measured
 * before the first touch: Playwright's queries run on the page's main thread, and measured between two
 * taps they would compete with the frame the first tap causes, which a visitor's page never runs.
 * Before each tap but the first, the page renders a frame (the visitor sees the last tap's answer),
 * then `shown` checks what the visitor waits to see, if anything. Only for elements that stay in place.
 */
export async function tapInTurn(
  page: Page,
  targets: readonly Locator[],
  shown: () => Promise<void> = async () => {},
): Promise<void> {
  const points: Point[] = [];
  for (const target of targets) points.push(await centreOf(target));
  for (const [index, { x, y }] of points.entries()) {
    if (index > 0) {
      await nextFrame(page);
      await shown();
    }
    await page.touchscreen.tap(x, y);
  }
}

/** Resolves once the page has rendered a frame after the call (a requestAnimationFrame, then a task). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
