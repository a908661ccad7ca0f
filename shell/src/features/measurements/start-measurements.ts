import { whenIdleAfterLoad } from '../../lib/when-idle-after-load';
import { noteEvent, onFirstEvent } from './measurement-events';

/** The longest the reporter waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 10_000;
/**
 * How long after the page has loaded and gone idle the measuring code loads when nothing calls for
 * it sooner: past the end of any loading figure (Lighthouse stops a second or two after the load).
 */
const QUIET_START_MS = 5000;
/** A visitor's first act on the page loads the measuring code at once (in the next idle moment). */
const FIRST_ACTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

function whenLoadedAndIdle(run: () => void): void {
  whenIdleAfterLoad(run, { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 1000 });
}

const stackOf = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { stack?: unknown }).stack === 'string'
    ? (value as { stack: string }).stack
    : '';

let started = false;
let reporterLoading = false;

function loadReporter(): void {
  if (reporterLoading) return;
  reporterLoading = true;
  // A chunk of its own name, so what it costs is easy to find in a build and a request log.
  import(/* webpackChunkName: "measurements" */ './reporter')
    .then((reporter) => reporter.startReporting())
    .catch(() => undefined);
}

/**
 * Starts the page's measurements, once, as the app starts: it listens for uncaught errors from now
 * on (remote code runs only after this). The reporter and web-vitals load later, never while the
 * page loads: at the first error or load failure (a broken page must be counted even when the
 * visitor leaves at once), at the visitor's first act, or a few seconds after the page has loaded
 * and gone idle, whichever comes first. web-vitals reads LCP and CLS from the browser's buffer, so
 * nothing is lost by starting late; a visitor who leaves within seconds without touching the page
 * is not counted (on stable and candidate alike). A browser without `sendBeacon` is not measured; a
 * development build neither (it has no composer).
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
  onFirstEvent(loadReporter);
  const onFirstAct = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, onFirstAct, true);
    whenLoadedAndIdle(loadReporter);
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, onFirstAct, { capture: true, passive: true });
  whenLoadedAndIdle(() => window.setTimeout(loadReporter, QUIET_START_MS));
}
