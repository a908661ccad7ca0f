import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './when-quiet';

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('resolves once the page has been quiet for the whole time; each input starts the wait afresh', async () => {
    const { quiet } = whenQuiet(1500);
    const isDone = settled(quiet);
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(isDone()).toBe(false);
    document.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1499);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('never resolves once cancelled', async () => {
    const { quiet, cancel } = whenQuiet(1500);
    const isDone = settled(quiet);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(isDone()).toBe(false);
  });
});
