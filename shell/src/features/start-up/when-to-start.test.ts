import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_START_TIMEOUT_MS, startAppWhenNeeded } from './when-to-start';

let readyState: DocumentReadyState;
let idleCallbacks: (() => void)[];

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'interactive';
  idleCallbacks = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function load() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('startAppWhenNeeded', () => {
  it('starts once the page has loaded, a frame has painted and the browser is idle, not before', async () => {
    const start = vi.fn();
    startAppWhenNeeded(start);
    await vi.advanceTimersByTimeAsync(IDLE_START_TIMEOUT_MS * 2);
    expect(start).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(0);
    expect(idleCallbacks).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(start).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once on the first input, and only once', async () => {
    const start = vi.fn();
    startAppWhenNeeded(start);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
    load();
    await vi.advanceTimersByTimeAsync(20);
    idleCallbacks[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('returns a function that starts it at once', () => {
    const start = vi.fn();
    startAppWhenNeeded(start)();
    expect(start).toHaveBeenCalledOnce();
  });
});
