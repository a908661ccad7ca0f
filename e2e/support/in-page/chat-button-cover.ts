/**
 * What the floating chat button hides (issue 43), measured in the page itself so that Playwright
 * (Chromium) and Puppeteer (the Firefox smoke) run the same code: pass the function to `evaluate`.
 * It takes no closure, as both serialise it.
 *
 * - `coveredAtEnd`: texts, fields and controls under the button once the page is scrolled to its end,
 *   where no scrolling can uncover them.
 * - `hiddenSomewhere`: controls small enough to lie wholly under the button at some scroll position
 *   (WCAG 2.2 2.4.11: a control must never be hidden entirely). Controls in fixed or sticky layers (the
 *   header) never pass under it and are left out.
 * - `columnCovered`: how many px of the content column's width the button covers.
 *
 * The button's box is its bounding rectangle, a little more than the round button itself covers.
 */
export async function chatButtonCover(): Promise<{
  coveredAtEnd: string[];
  hiddenSomewhere: string[];
  columnCovered: number;
}> {
  const button = document.querySelector('button[aria-controls="contact-widget-options"]');
  const widget = button?.parentElement;
  if (!button || !widget) throw new Error('The chat button is not on the page.');
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
  const inFixedLayer = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };
  const controls = [
    ...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'),
  ].filter(
    (element) =>
      !widget.contains(element) &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      element.getClientRects().length > 0 &&
      !inFixedLayer(element),
  );

  // Wholly under the button at some scroll position: as narrow and low as the button, within its
  // columns, and at a height of the page that scrolling can bring to the button's.
  const buttonAtRest = button.getBoundingClientRect();
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const hiddenSomewhere: string[] = [];
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const top = box.top + window.scrollY;
    const within = box.left >= buttonAtRest.left && box.right <= buttonAtRest.right;
    const lowest = top - buttonAtRest.top;
    const highest = lowest - (buttonAtRest.height - box.height);
    const reachable = lowest >= 0 && highest <= maxScroll;
    if (within && box.height <= buttonAtRest.height && reachable) hiddenSomewhere.push(nameOf(control));
  }

  // The column is the container's content box, inside its gutters.
  const container = document.querySelector('main [data-container]');
  let columnCovered = 0;
  if (container) {
    const box = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    columnCovered = Math.max(0, Math.min(right, buttonAtRest.right) - Math.max(left, buttonAtRest.left));
  }

  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const at = button.getBoundingClientRect();
  const meets = (box: DOMRect) =>
    box.width > 0 && box.right > at.left && box.left < at.right && box.bottom > at.top && box.top < at.bottom;
  const coveredAtEnd = controls.filter((control) => meets(control.getBoundingClientRect())).map(nameOf);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || widget.contains(parent)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets)) coveredAtEnd.push(`text "${node.textContent.trim().slice(0, 40)}"`);
  }
  return { coveredAtEnd, hiddenSomewhere, columnCovered: Math.round(columnCovered) };
}
