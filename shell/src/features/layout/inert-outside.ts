/**
 * Makes everything on the page but `keep` inert (no focus, no clicks, hidden from assistive
 * technology), as an open dialog needs; returns what undoes it. Elements that were inert already
 * stay so.
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
  return () => {
    for (const element of madeInert) element.inert = false;
  };
}
