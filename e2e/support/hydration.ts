/**
 * Runs in the page: true once the page answers to input. A page composed on the server counts once
 * the shell has hydrated and its page area has hydrated, shown its fallback or, its code late, the
 * note beside its server HTML (`data-area="late"`); any other page (the
 * plain shell document, a remote's standalone preview) at once. A click before that hits dead HTML.
 * Self-contained, so Playwright and Puppeteer can both send it to the browser.
 */
export function isPageHydrated(): boolean {
  const composition = document.getElementById('codekade-composition')?.textContent;
  if (!composition) return true;
  const root = document.documentElement;
  const { area } = JSON.parse(composition) as { area: unknown };
  return root.dataset.hydrated === 'true' && (area === null || root.dataset.area !== undefined);
}
