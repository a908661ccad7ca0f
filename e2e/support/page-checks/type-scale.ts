import type { Page } from '@playwright/test';
import { expect } from '../site';

/** The type scale in shared/src/styles/tokens.css: every text size must be one of these. */
const SCALE_TOKENS = [
  '--text-sm',
  '--text-md',
  '--text-lg',
  '--text-xl',
  '--text-2xl',
  '--text-section-title',
  '--text-page-title',
  '--text-display',
];

/**
 * Runs in the page: the sizes of headings, body text, links and buttons that are not on the scale
 * (tokens resolved at this width, as the fluid ones depend on it). Self-contained for page.evaluate.
 */
function sizesOffTheScale(tokens: string[]) {
  // A fresh probe per token: a probe whose size changes would be read mid-transition where the page
  // asks for reduced motion (base.css gives every transition 0.01 ms, so each change is one).
  const scale = tokens.map((token) => {
    const probe = document.createElement('span');
    probe.style.fontSize = `var(${token})`;
    document.body.append(probe);
    const size = Number.parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    return size;
  });
  const off = new Set<string>();
  const texts = document.body.querySelectorAll<HTMLElement>(
    'h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, label, a, button, input, textarea, select, span, strong, em, time',
  );
  for (const element of texts) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    const control = element.matches('input, textarea, select');
    if ((!ownText && !control) || !element.checkVisibility() || element.closest('svg')) continue;
    // Text for screen readers only sits in a one-pixel box, a trap field for robots far off the page.
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.right <= 0) continue;
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (!scale.some((step) => Math.abs(step - size) < 0.5)) {
      const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
      off.add(`${name} ${size}px "${element.textContent?.trim().slice(0, 30)}"`);
    }
  }
  return { scale, off: [...off] };
}

/** Every heading, text and button size at the window's present width is on the type scale. */
export async function expectSizesOnTheScale(page: Page) {
  const { scale, off } = await page.evaluate(sizesOffTheScale, SCALE_TOKENS);
  expect(scale.every((size) => size > 0)).toBe(true);
  expect(off, `text sizes outside the scale ${scale.join(', ')} px at ${page.viewportSize()?.width} px`).toEqual([]);
}
