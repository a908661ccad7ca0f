import { afterNextPaint } from '../../lib/next-paint';

/** The longest the app waits for the page's main picture before it starts anyway. */
export const MAIN_PICTURE_WAIT_MS = 800;

/**
 * Resolves once the picture the server marked as the page's main one (a high-priority image preload)
 * has loaded and had a frame to paint, or at once when there is none. Starting the app's JavaScript
 * after that lets a phone paint the picture first instead of after parsing React.
 */
export function mainPicturePainted(doc: Document = document, waitMs = MAIN_PICTURE_WAIT_MS): Promise<void> {
  const preload = doc.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!preload?.href) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      // One frame for the paint, then the app.
      void afterNextPaint(doc).then(resolve);
    };
    const timer = setTimeout(done, waitMs);
    const picture = new Image();
    picture.onload = done;
    picture.onerror = done;
    picture.src = preload.href;
  });
}
