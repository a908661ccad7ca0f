import type { ElementHandle, Page } from 'puppeteer-core';
import { loadingText } from 'shell/content/remote-area-texts';
import { isPageHydrated } from '../../support/hydration';

/**
 * Waits for a visible element that matches `selector` and is called `name` (its aria-label, else
 * its text). Puppeteer's accessibility-tree queries need Chrome, so this stands in for them.
 */
export async function visibleNamed(page: Page, selector: string, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (css: string, wanted: string) =>
      [...document.querySelectorAll(css)].find(
        (element) =>
          (element.getAttribute('aria-label') ?? element.textContent?.trim()) === wanted && element.checkVisibility(),
      ),
    {},
    selector,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No visible ${selector} called "${name}".`);
  return element as ElementHandle<Element>;
}

/** Waits until the page's visible text contains `text`. */
export async function waitForText(page: Page, text: string): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: only text a visitor sees counts, not text hidden by CSS.
  await page.waitForFunction((wanted: string) => document.body.innerText.includes(wanted), {}, text);
}

/** Waits until the current route has rendered and hydrated: an h1 in the main area and no loading screen. */
export async function waitForRenderedRoute(page: Page): Promise<void> {
  await page.waitForSelector('main h1', { visible: true });
  await page.waitForFunction(isPageHydrated);
  // biome-ignore lint/performance/useDomNodeTextContent: only a loading screen a visitor sees counts.
  await page.waitForFunction((loading: string) => !document.body.innerText.includes(loading), {}, loadingText);
}
