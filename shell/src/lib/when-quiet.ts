/** What says a visitor is busy with the page. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

export interface Quiet {
  /** Resolves once the page has been quiet for the whole time; never after `cancel`. */
  quiet: Promise<void>;
  cancel(): void;
}

/**
 * Waits until the page has been quiet for `quietMs`: no input from the visitor and no request
 * finishing (the page's own loading has settled). Every input or finished request starts the wait
 * afresh, so work scheduled after it never competes with what the visitor does or what still loads.
 */
export function whenQuiet(quietMs: number, win: Window = window): Quiet {
  let timer: number | undefined;
  let observer: PerformanceObserver | undefined;
  let resolve: () => void = () => undefined;
  const quiet = new Promise<void>((done) => {
    resolve = done;
  });
  const restart = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(settle, quietMs);
  };
  const cancel = () => {
    win.clearTimeout(timer);
    for (const type of INPUT_EVENTS) win.removeEventListener(type, restart, true);
    observer?.disconnect();
  };
  function settle() {
    cancel();
    resolve();
  }
  for (const type of INPUT_EVENTS) win.addEventListener(type, restart, { capture: true, passive: true });
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver(restart);
    observer.observe({ type: 'resource' });
  }
  restart();
  return { quiet, cancel };
}
