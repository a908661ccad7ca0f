/**
 * When the measuring code loads (jsdom, fake timers): never while the page loads, at the first error
 * or load failure, at the visitor's first act, and otherwise a few seconds after load and idle.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();
vi.mock('./reporter', () => ({ startReporting: started }));

async function start() {
  const { startMeasurements } = await import('./start-measurements');
  const events = await import('./measurement-events');
  startMeasurements();
  return events;
}

/** Lets the dynamic import of the reporter settle. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  await vi.dynamicImportSettled();
};

beforeEach(() => {
  vi.resetModules();
  started.mockClear();
  vi.useFakeTimers();
  vi.stubEnv('NODE_ENV', 'production');
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
  // jsdom has no requestIdleCallback: the reporter falls back to a timer.
  Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: undefined });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the measuring code', () => {
  it('loads a few seconds after the page has loaded and gone idle, not before', async () => {
    await start();
    await vi.advanceTimersByTimeAsync(5000);
    await settle();
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('loads at once when a remote fails to load, so a page that breaks is counted', async () => {
    const { reportRemoteLoad } = await start();
    reportRemoteLoad('mf_home', undefined, 'failure');
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('loads at an uncaught error', async () => {
    await start();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown'), filename: 'x.js' }));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it("loads in the idle moment after the visitor's first act, once", async () => {
    await start();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
