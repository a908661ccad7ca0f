// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClientShare, FREE_SAMPLES_PER_WINDOW } from './client-share';

describe('a client’s share of a window’s samples', () => {
  it('lets one client supply its free samples, then no more than its share of all that was counted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 3 })), { maxLength: 600 }),
        (sharePercent, samples) => {
          const share = createClientShare({ sharePercent, now: () => 0 });
          const supplied = new Map<number, number>();
          let total = 0;
          for (const [client, count] of samples) {
            if (!share.admit(`10.0.0.${client}`, count)) continue;
            supplied.set(client, (supplied.get(client) ?? 0) + count);
            total += count;
          }
          for (const count of supplied.values()) {
            expect(count <= FREE_SAMPLES_PER_WINDOW || count * 100 <= sharePercent * total).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a flood from one address while others go on, and starts afresh the next window', () => {
    let now = 0;
    const share = createClientShare({ sharePercent: 10, now: () => now });
    let taken = 0;
    for (let index = 0; index < 1000; index += 1) if (share.admit('203.0.113.9', 1)) taken += 1;
    expect(taken).toBe(FREE_SAMPLES_PER_WINDOW);
    for (let index = 0; index < 200; index += 1) expect(share.admit(`198.51.100.${index}`, 1)).toBe(true);
    expect(share.admit('203.0.113.9', 1)).toBe(true);
    now += 60_000;
    for (let index = 0; index < FREE_SAMPLES_PER_WINDOW; index += 1) expect(share.admit('203.0.113.9', 1)).toBe(true);
    expect(share.admit('203.0.113.9', 1)).toBe(false);
  });

  it('limits nothing at 100 %', () => {
    const share = createClientShare({ sharePercent: 100 });
    for (let index = 0; index < 1000; index += 1) expect(share.admit('127.0.0.1', 1)).toBe(true);
  });
});
