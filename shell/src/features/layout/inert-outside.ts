import { afterNextPaint } from '../../lib/next-paint';

/** Marks what an open full-screen panel covers: its animations pause (MobileMenu.module.css). */
export const COVERED_ATTRIBUTE = 'data-covered';

/** The elements beside `keep` and beside each of its ancestors up to the body: everything else on the page. */
function outsideOf(keep: Element): HTMLElement[] {
  const outside: HTMLElement[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
      outside.push(sibling);
    }
  }
  return outside;
}

/**
 * Makes everything on the page but `keep` inert (no focus, no clicks, hidden from assistive
 * technology), as an open dialog needs, and marks it covered, so its endless animations stop costing
 * a phone's main thread a frame every few milliseconds while nothing of them shows; returns what undoes
 * both. Elements that were inert already stay so.
 *
 * Both restyle the whole page behind the panel (on a phone at 4× CPU about 100 ms), so they happen
 * together, once, after the panel's frame has painted: the tap's frame renders the panel alone. The
 * panel covers the page meanwhile, and focus stays on the menu's button.
 */
export function makeOutsideInert(keep: Element): () => void {
  let madeInert: HTMLElement[] = [];
  let undone = false;
  void afterNextPaint().then(() => {
    if (undone) return;
    madeInert = outsideOf(keep);
    for (const element of madeInert) {
      element.inert = true;
      element.setAttribute(COVERED_ATTRIBUTE, '');
    }
  });
  return () => {
    undone = true;
    for (const element of madeInert) {
      element.inert = false;
      element.removeAttribute(COVERED_ATTRIBUTE);
    }
  };
}
