import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the callback in an idle moment, at most the timeout later, and cancels it', () => {
    const requestIdleCallback = vi.fn((_run: () => void, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const callback = vi.fn();
    const cancel = whenIdle(callback, { timeoutMs: 5000, fallbackMs: 2000 });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits the fallback time where the browser has no requestIdleCallback, and cancels it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback, { timeoutMs: 5000, fallbackMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled, { timeoutMs: 300 })();
    vi.advanceTimersByTime(300);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
