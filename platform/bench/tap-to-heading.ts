/**
 * The navigation figure: from a tap on a link to the first frame that shows the next page's heading.
 * The tap's start is its pointerdown as the browser stamped it; the end is the first frame rendered
 * after a MutationObserver saw a page heading (`#main h1`) other than the one on screen before: a
 * requestAnimationFrame callback, then a message, which runs once that frame's style, layout and
 * paint are done.
 */
import type { Locator, Page } from '@playwright/test';
import { tapCentre } from './touch';

interface HeadingWatch {
  tapAt?: number;
  painted: Promise<{ paintedAt: number; text: string }>;
}

declare global {
  interface Window {
    codekadeHeadingWatch?: HeadingWatch;
  }
}

/** Milliseconds from the tap on `link` to the frame that shows the page heading it leads to. */
export async function tapToHeadingMs(page: Page, link: Locator, headingSelector = '#main h1'): Promise<number> {
  await page.evaluate((selector) => {
    const before = document.querySelector(selector);
    const watch: HeadingWatch = {
      painted: new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const heading = document.querySelector(selector);
          if (!heading || heading === before) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            const afterFrame = new MessageChannel();
            afterFrame.port1.onmessage = () =>
              resolve({ paintedAt: performance.now(), text: heading.textContent ?? '' });
            afterFrame.port2.postMessage(undefined);
          });
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    };
    window.addEventListener(
      'pointerdown',
      (event) => {
        watch.tapAt ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
    window.codekadeHeadingWatch = watch;
  }, headingSelector);
  await tapCentre(page, link);
  return page.evaluate(async () => {
    const watch = window.codekadeHeadingWatch;
    if (!watch) throw new Error('The heading watch is gone: the tap loaded a new document.');
    const { paintedAt } = await watch.painted;
    if (watch.tapAt === undefined) throw new Error('The tap reached no pointerdown listener.');
    return paintedAt - watch.tapAt;
  });
}
