import { type IdleWait, whenIdle } from '@codekade/shared/when-idle';

/**
 * Runs the callback once the page has loaded and the browser is idle (by default at most 5 s after the
 * load; 2 s after it where the browser has no requestIdleCallback, as Safari); returns the function
 * that cancels it.
 */
export function whenIdleAfterLoad(
  callback: () => void,
  idleWait: IdleWait = { timeoutMs: 5000, fallbackMs: 2000 },
): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    cancelIdle = whenIdle(callback, idleWait);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
