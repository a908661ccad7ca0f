// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTokenUses } from './token-uses';

describe('what each page token reported', () => {
  it('takes each metric of a token once, other metrics of it later, and forgets the token when it expires', () => {
    let now = 1_000_000;
    const uses = createTokenUses({ lifetimeMs: 60_000, now: () => now });
    expect(uses.take('nonce-a', now, ['pageViews', 'errors'])).toBe('taken');
    expect(uses.take('nonce-a', now, ['lcp'])).toBe('taken');
    expect(uses.take('nonce-a', now, ['cls', 'errors'])).toBe('reused');
    // Nothing of a refused beacon is marked.
    expect(uses.take('nonce-a', now, ['cls'])).toBe('taken');
    expect(uses.take('nonce-b', now, ['errors'])).toBe('taken');
    expect(uses.size).toBe(2);
    now += 10 * 60_000;
    expect(uses.take('nonce-c', now, ['errors'])).toBe('taken');
    expect(uses.size).toBe(1);
  });

  it('stays within its bound: past it a new token is not taken until old ones expire', () => {
    let now = 0;
    const uses = createTokenUses({ lifetimeMs: 60_000, maxRemembered: 3, now: () => now });
    for (const nonce of ['a', 'b', 'c']) expect(uses.take(nonce, now, ['errors'])).toBe('taken');
    expect(uses.take('d', now, ['errors'])).toBe('full');
    expect(uses.take('a', now, ['lcp'])).toBe('taken');
    now += 5 * 60_000;
    expect(uses.take('d', now, ['errors'])).toBe('taken');
  });
});
