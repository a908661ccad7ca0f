import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_PICTURE_WAIT_MS, mainPicturePainted } from './main-picture';

/** The Image the function creates, so a test can say when it loads. */
let pictures: { onload: (() => void) | null; onerror: (() => void) | null; src: string }[];

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

beforeEach(() => {
  vi.useFakeTimers();
  pictures = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      src = '';
      constructor() {
        pictures.push(this);
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
});

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function markMainPicture(href: string) {
  document.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="image" fetchpriority="high" href="${href}">`);
}

describe('mainPicturePainted', () => {
  it('resolves at once on a page without a main picture', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="script" href="/a.js">');
    await expect(mainPicturePainted()).resolves.toBeUndefined();
    expect(pictures).toHaveLength(0);
  });

  it('waits for the main picture to load, then for a frame to paint it', async () => {
    markMainPicture('https://projects.example/static/image/poster.webp');
    const isDone = settled(mainPicturePainted());
    expect(pictures[0]?.src).toBe('https://projects.example/static/image/poster.webp');
    await vi.advanceTimersByTimeAsync(100);
    expect(isDone()).toBe(false);
    pictures[0]?.onload?.();
    await vi.advanceTimersByTimeAsync(20);
    expect(isDone()).toBe(true);
  });

  it('goes on when the picture fails to load', async () => {
    markMainPicture('/missing.webp');
    const isDone = settled(mainPicturePainted());
    pictures[0]?.onerror?.();
    await vi.advanceTimersByTimeAsync(20);
    expect(isDone()).toBe(true);
  });

  it('waits for no frame in a hidden tab, which paints none', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    markMainPicture('/poster.webp');
    const isDone = settled(mainPicturePainted());
    pictures[0]?.onload?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it('never waits longer than its limit for a slow picture', async () => {
    markMainPicture('/slow.webp');
    const isDone = settled(mainPicturePainted());
    await vi.advanceTimersByTimeAsync(MAIN_PICTURE_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(isDone()).toBe(true);
  });
});
