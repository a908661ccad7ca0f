import type { Page } from '@playwright/test';
import { chatButtonCover } from '../in-page/chat-button-cover';
import { expect } from '../site';

/** Today's 60 px button covered 60 px of the column on a phone; the issue asks for less (issue 43). */
const mostColumnCovered = 40;

/**
 * The chat button hides nothing for good: at the page's end it covers no text, field or control, at
 * no scroll position a control lies wholly under it, and it takes at most `mostColumnCovered` px of
 * the column's width. Leaves the page scrolled to its end.
 */
export async function expectChatButtonClear(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const cover = await page.evaluate(chatButtonCover);
  expect(cover.coveredAtEnd, `at ${width} px, under the chat button at the page's end`).toEqual([]);
  expect(cover.hiddenSomewhere, `at ${width} px, controls the chat button can hide entirely`).toEqual([]);
  expect(cover.columnCovered, `at ${width} px, px of the column's width under the chat button`).toBeLessThanOrEqual(
    mostColumnCovered,
  );
}
