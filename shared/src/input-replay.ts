/**
 * What the two holders of early input share (`ui/held-input` for a part below the fold, the shell's
 * boot script for the page before its app starts): which input to leave alone, and how to find its
 * target again after hydration. Plain functions without state, so the boot script, which runs before
 * federation, may bundle its own copy.
 */

/** Targets whose default action already works without JavaScript (follow a link, type, tick a box). */
export const NATIVE_TARGETS = 'a[href], input, select, textarea, label, summary, [contenteditable]';
/** Keys whose default action is what the visitor wants (Enter and Space click a button, Tab moves focus). */
export const NATIVE_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'Tab', 'Escape']);

/** Child indexes from `ancestor` down to `target`, so the target is found again if its HTML is rendered afresh. */
export function pathWithin(ancestor: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== ancestor && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

export function elementAt(ancestor: Element, path: number[]): Element | undefined {
  let node: Element | undefined = ancestor;
  for (const index of path) node = node?.children[index];
  return node;
}
