import type { Page } from '@playwright/test';
import { expect } from '../site';

/**
 * Runs in the page: every word the visitor can see that the browser broke across two lines (a hyphen,
 * a slash or a dash is a place a word may break; anywhere else is mid-word, as `hallo@codekade.n` /
 * `l` was). Self-contained for page.evaluate.
 */
function wordsBrokenMidWord() {
  const broken = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.checkVisibility() || parent.closest('svg, script, style, .visually-hidden')) continue;
    for (const match of (node.textContent ?? '').matchAll(/[^\s\-/–—]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      if (lines.size > 1)
        broken.add(`${match[0]} (in ${parent.tagName.toLowerCase()}.${String(parent.className).split(' ')[0]})`);
    }
  }
  return [...broken];
}

/** No word broken mid-word at the window's present width, the parts below the fold included. */
export async function expectNoWordBrokenMidWord(page: Page): Promise<void> {
  // Every part of the page, the parts below the fold included.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((next) => requestAnimationFrame(next));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[data-below-the-fold]:not([data-ready])')).toHaveCount(0);
  expect(await page.evaluate(wordsBrokenMidWord), `words broken mid-word at ${page.viewportSize()?.width} px`).toEqual(
    [],
  );
}
