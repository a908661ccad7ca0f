import type { Page } from '@playwright/test';
import { expect } from '../site';

/** Left edges of the three things that must share one column, in px. */
async function columnEdges(page: Page) {
  return page.evaluate(() => {
    const contentLeft = (element: Element) =>
      element.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(element).paddingLeft);
    const logo = document.querySelector('header a[href="/"]');
    const footerColumn = document.querySelector('footer [data-container] > *');
    const columns = [...document.querySelectorAll('main [data-container]')];
    return {
      logo: logo ? logo.getBoundingClientRect().left : Number.NaN,
      footer: footerColumn ? footerColumn.getBoundingClientRect().left : Number.NaN,
      main: columns.map(contentLeft),
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.NaN,
      innerWidth: window.innerWidth,
    };
  });
}

/**
 * Texts a visitor sees only in part: a line that reaches past the window or past a box that clips
 * it (overflow other than visible). Text hidden on purpose (visually hidden, not rendered) is left out.
 */
async function cutTexts(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      const clippers: DOMRect[] = [];
      let hiddenOnPurpose = false;
      for (let element: Element | null = parent; element && !hiddenOnPurpose; element = element.parentElement) {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        // A one-pixel box that clips: text for screen readers only, or a trap field for robots.
        hiddenOnPurpose = style.overflowX !== 'visible' && rect.width <= 1;
        if (style.overflowX !== 'visible') clippers.push(rect);
      }
      if (hiddenOnPurpose) continue;
      const limits = [{ left: 0, right: window.innerWidth }, ...clippers];
      if (limits.some((limit) => box.left < limit.left - 1 || box.right > limit.right + 1)) cut.push(text.slice(0, 40));
    }
    return cut;
  });
}

/**
 * The design grid at the window's present width: the logo, every content column and the footer
 * start on one x, nothing scrolls sideways, and no text is cut off by the window or its box.
 */
export async function expectOneColumn(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const edges = await columnEdges(page);
  for (const left of [edges.footer, ...edges.main]) {
    expect(Math.abs(left - edges.logo), `a column's left edge against the logo's at ${width} px`).toBeLessThanOrEqual(
      2,
    );
  }
  expect(edges.scrollWidth, `the page's width at ${width} px`).toBeLessThanOrEqual(edges.innerWidth);
  expect(await cutTexts(page), `texts cut off by the window or their box at ${width} px`).toEqual([]);
}
