/**
 * The measurement token of a served page (issue 40): the composer issues one with every page whose
 * view it counted, and a beacon counts only with a genuine, unexpired one. It names the page's remote
 * and version, when it was issued (seconds) and a random nonce, signed with HMAC-SHA256 under the
 * composer's secret: `m1~<remote>~<version>~<issued>~<nonce>~<mac>`. Nothing in it names the visitor;
 * the nonce only tells one served page from another, for as long as the token lives.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isRemoteName } from '@codekade/shared/contract';
import { MEASUREMENT_TOKEN_MAX_LENGTH } from '@codekade/shared/measurement-beacon';
import { isVersionId } from '@codekade/shared/versions';

/** How long a page's beacons count: long enough for a visit, short enough to remember every nonce used. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
/** A token issued this far ahead of the checking instance's clock still counts (clocks of instances differ). */
const CLOCK_SKEW_MS = 60_000;
/** The shortest secret taken: 256 bits written as hex or base64 are longer. */
export const MIN_SECRET_LENGTH = 32;
const MAC_LENGTH = 22; // 128 bits in base64url

export interface TokenPage {
  remote: string;
  version: string;
}

export interface CheckedToken extends TokenPage {
  nonce: string;
  /** When it was issued, in milliseconds. */
  issuedAt: number;
}

/** Why a token does not count: a line for developers. */
export interface TokenProblem {
  problem: string;
}

export const isTokenProblem = (value: CheckedToken | TokenProblem): value is TokenProblem => 'problem' in value;

const NONCE = /^[A-Za-z0-9_-]{16}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;

export interface PageTokensOptions {
  /** The server secret, the same on every instance (MEASUREMENT_TOKEN_SECRET). */
  secret: string;
  lifetimeMs?: number;
  now?: () => number;
}

export function createPageTokens({ secret, lifetimeMs = TOKEN_LIFETIME_MS, now = Date.now }: PageTokensOptions) {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The measurement token secret must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  const macOf = (signed: string) =>
    createHmac('sha256', secret).update(signed).digest('base64url').slice(0, MAC_LENGTH);

  return {
    lifetimeMs,
    /** A fresh token for a page of `remote` at `version` the composer serves now. */
    issue({ remote, version }: TokenPage): string {
      const signed = `m1~${remote}~${version}~${Math.floor(now() / 1000).toString(36)}~${randomBytes(12).toString('base64url')}`;
      return `${signed}~${macOf(signed)}`;
    },
    /** What a token names when it is genuine and unexpired; else why it does not count. */
    check(token: unknown): CheckedToken | TokenProblem {
      if (typeof token !== 'string' || token.length > MEASUREMENT_TOKEN_MAX_LENGTH) {
        return { problem: 'a beacon needs the token of the page it measures' };
      }
      const parts = token.split('~');
      const [kind, remote = '', version = '', issued = '', nonce = '', mac = ''] = parts;
      if (
        parts.length !== 6 ||
        kind !== 'm1' ||
        !isRemoteName(remote) ||
        !isVersionId(version) ||
        !ISSUED.test(issued) ||
        !NONCE.test(nonce)
      ) {
        return { problem: 'the token is not one the composer issues' };
      }
      const expected = Buffer.from(macOf(parts.slice(0, 5).join('~')));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { problem: 'the token is not signed by the composer' };
      }
      const issuedAt = Number.parseInt(issued, 36) * 1000;
      const age = now() - issuedAt;
      if (age > lifetimeMs || age < -CLOCK_SKEW_MS) return { problem: 'the token has expired' };
      return { remote, version, nonce, issuedAt };
    },
  };
}

export type PageTokens = ReturnType<typeof createPageTokens>;

/** A secret for one process (npm start, the tests): tokens of another process never count here. */
export const processSecret = randomBytes(32).toString('hex');
