import { whenIdle } from '@codekade/shared/when-idle';
import { afterNextPaint } from '../../lib/next-paint';
import { MAIN_PICTURE_WAIT_MS, mainPicturePainted } from './main-picture';

/** Input that says a visitor is there and about to act: the app starts at once. */
const FIRST_INPUT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** The longest the app waits for an idle moment after the page has loaded and painted. */
export const IDLE_START_TIMEOUT_MS = 2000;

function afterLoad(doc: Document): Promise<void> {
  if (doc.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the pictures in the first view are decoded (a services page's illustration is its
 * largest content, and may paint a few frames after the text), at most `waitMs` later.
 */
function firstViewPicturesDecoded(doc: Document, waitMs: number): Promise<void> {
  const inView = [...doc.images].filter((image) => {
    const { top, bottom } = image.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  });
  const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  return Promise.race([decoded.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, { timeoutMs, fallbackMs: 0 });
  });
}

/**
 * Calls `start` once: when the page has loaded, its largest content (the main picture, when the server
 * marked one) has painted and the browser is idle, or at the visitor's first input, whichever comes
 * first. React, the federation runtime's loads and hydration then never compete with the first paint
 * for the network or a phone's main thread. Returns the function that starts it at once.
 */
export function startAppWhenNeeded(start: () => void, doc: Document = document): () => void {
  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT) doc.removeEventListener(type, startNow, true);
    start();
  };
  for (const type of FIRST_INPUT) doc.addEventListener(type, startNow, { capture: true, passive: true });
  void afterLoad(doc)
    // A text's first paint can come after the load event on a fast connection: it must come first,
    // and nothing here measures the page (a forced layout) before it.
    .then(() => afterNextPaint(doc))
    .then(() => Promise.all([mainPicturePainted(doc), firstViewPicturesDecoded(doc, MAIN_PICTURE_WAIT_MS)]))
    .then(() => idle(IDLE_START_TIMEOUT_MS))
    .then(startNow);
  return startNow;
}
