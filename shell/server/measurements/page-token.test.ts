// @vitest-environment node
/** A page's measurement token: genuine ones pass for their lifetime, everything else is refused (fast-check). */
import { remoteNames } from '@codekade/platform/app-registry';
import { pageOfToken } from '@codekade/shared/measurement-beacon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPageTokens, isTokenProblem, TOKEN_LIFETIME_MS } from './page-token';

const SECRET = 'a-secret-of-the-composer-at-least-32-characters';
const versionArbitrary = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/);
const pageArbitrary = fc.record({ remote: fc.constantFrom(...remoteNames), version: versionArbitrary });

describe('a page’s measurement token', () => {
  it('names its page and nothing of the visitor, and passes while it lives', () => {
    fc.assert(
      fc.property(pageArbitrary, fc.integer({ min: 0, max: TOKEN_LIFETIME_MS }), (page, age) => {
        const issuedAt = 1_800_000_000_000;
        const token = createPageTokens({ secret: SECRET, now: () => issuedAt }).issue(page);
        expect(pageOfToken(token)).toEqual(page);
        const checked = createPageTokens({ secret: SECRET, now: () => issuedAt + age }).check(token);
        expect(checked).toMatchObject({ ...page, issuedAt });
      }),
    );
  });

  it('is a fresh one for every page served', () => {
    const tokens = createPageTokens({ secret: SECRET });
    const issued = new Set(Array.from({ length: 1000 }, () => tokens.issue({ remote: 'mf_home', version: 'b1' })));
    expect(issued.size).toBe(1000);
  });

  it('is refused once expired, from the future, or signed with another secret', () => {
    const issuedAt = 1_800_000_000_000;
    const token = createPageTokens({ secret: SECRET, now: () => issuedAt }).issue({ remote: 'mf_home', version: 'b1' });
    const at = (now: number, secret = SECRET) => createPageTokens({ secret, now: () => now }).check(token);
    expect(at(issuedAt + TOKEN_LIFETIME_MS + 1000)).toEqual({ problem: 'the token has expired' });
    expect(at(issuedAt - 5 * 60_000)).toEqual({ problem: 'the token has expired' });
    expect(at(issuedAt, `${SECRET}x`)).toEqual({ problem: 'the token is not signed by the composer' });
  });

  it('refuses every changed, cut, extended or made-up token', () => {
    const tokens = createPageTokens({ secret: SECRET });
    fc.assert(
      fc.property(pageArbitrary, fc.nat(), fc.string({ minLength: 1, maxLength: 3 }), (page, position, text) => {
        const token = tokens.issue(page);
        const at = position % token.length;
        const changed = [
          `${token.slice(0, at)}${text}${token.slice(at + 1)}`,
          token.slice(0, at),
          `${token}${text}`,
          // Another page's fields with this token's signature.
          token.replace(`~${page.remote}~`, `~${page.remote === 'mf_home' ? 'mf_about' : 'mf_home'}~`),
        ].filter((candidate) => candidate !== token);
        for (const candidate of changed) expect(isTokenProblem(tokens.check(candidate)), candidate).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isTokenProblem(tokens.check(value))).toBe(true);
      }),
    );
  });

  it('takes no short secret', () => {
    expect(() => createPageTokens({ secret: 'short' })).toThrow('at least 32 characters');
  });
});
