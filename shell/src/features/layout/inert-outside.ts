import { afterNextPaint } from '../../lib/next-paint';

/** Marks what an open full-screen panel covers: its animations pause (MobileMenu.module.css). */
export const COVERED_ATTRIBUTE = 'data-covered';

/**
 * Makes everything on the page but `keep` inert (no focus, no clicks, hidden from assistive
 * technology), as an open dialog needs, and, once the panel has painted, marks it covered, so its
 * endless animations stop costing a phone's main thread a frame every few milliseconds while nothing
 * of them shows; returns what undoes both. Elements that were inert already stay so.
 */
export function makeOutsideInert(keep: Element): () => void {
  const madeInert: HTMLElement[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      sibling.inert = true;
      madeInert.push(sibling);
    }
  }
  let undone = false;
  // Restyling the whole page behind the panel waits until the panel shows, so the tap's frame stays short.
  void afterNextPaint().then(() => {
    if (undone) return;
    for (const element of madeInert) element.setAttribute(COVERED_ATTRIBUTE, '');
  });
  return () => {
    undone = true;
    for (const element of madeInert) {
      element.inert = false;
      element.removeAttribute(COVERED_ATTRIBUTE);
    }
  };
}
