// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRecentCache } from './recent-cache';
import { createSharedFetches } from './shared-fetches';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createSharedFetches', () => {
  it('merges concurrent loads of one key into one', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const fetches = createSharedFetches(load, 10_000);
    const waiting = Array.from({ length: 100 }, () => fetches.get('a'));
    answer.resolve('A');
    expect(await Promise.all(waiting)).toEqual(Array(100).fill('A'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a load that finished after its caller gave up for the next caller', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const fetches = createSharedFetches(load, 10_000);
    const gaveUp = await Promise.race([fetches.get('a'), Promise.resolve('gave up')]);
    expect(gaveUp).toBe('gave up');
    answer.resolve('late');
    await answer.promise;
    expect(await fetches.get('a')).toBe('late');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the last answer while it loads a newer one, then the newer one', async () => {
    vi.useFakeTimers();
    try {
      let count = 0;
      const fetches = createSharedFetches(async () => {
        count += 1;
        return `answer ${count}`;
      }, 1000);
      expect(await fetches.get('a')).toBe('answer 1');
      vi.advanceTimersByTime(1500);
      expect(await fetches.get('a')).toBe('answer 1');
      expect(await fetches.get('a')).toBe('answer 2');
      expect(count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a new load once the answer is older than its reuse and stale times, and remembers the last answer', async () => {
    vi.useFakeTimers();
    try {
      let count = 0;
      const fetches = createSharedFetches(async () => {
        count += 1;
        if (count === 2) throw new Error('down');
        return `answer ${count}`;
      }, 1000);
      expect(await fetches.get('a')).toBe('answer 1');
      vi.advanceTimersByTime(11_001);
      await expect(fetches.get('a')).rejects.toThrow('down');
      expect(fetches.lastAnswer('a')).toBe('answer 1');
      // A failure is reused too, so a broken remote is not asked once per visitor.
      await expect(fetches.get('a')).rejects.toThrow('down');
      expect(count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a reuse time of 0 asks again on every call that starts after the last load', async () => {
    const load = vi.fn(async () => 'x');
    const fetches = createSharedFetches(load, 0);
    await fetches.get('a');
    await fetches.get('a');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('createRecentCache', () => {
  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = createRecentCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
