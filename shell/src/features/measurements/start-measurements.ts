import { noteEvent } from './measurement-events';

/** The longest the reporter waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 10_000;

function whenLoadedAndIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const stackOf = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { stack?: unknown }).stack === 'string'
    ? (value as { stack: string }).stack
    : '';

let started = false;

/**
 * Starts the page's measurements, once, as the app starts: it listens for uncaught errors from now
 * on (remote code runs only after this), and loads the reporter and web-vitals when the page has
 * loaded and the browser is idle, so neither competes with the page's first paint or its app. A
 * browser without `sendBeacon` is not measured; a development build neither (it has no composer).
 */
export function startMeasurements(): void {
  if (started || process.env.NODE_ENV !== 'production' || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  window.addEventListener('error', (event) => {
    noteEvent({ kind: 'uncaught', stack: `${stackOf(event.error)}\n${event.filename}` });
  });
  window.addEventListener('unhandledrejection', (event) => {
    noteEvent({ kind: 'uncaught', stack: stackOf(event.reason) });
  });
  whenLoadedAndIdle(() => {
    Promise.all([import('./reporter'), import('web-vitals')])
      .then(([reporter, vitals]) => reporter.startReporting(vitals))
      .catch(() => undefined);
  });
}
