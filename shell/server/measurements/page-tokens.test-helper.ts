/** Page tokens for tests of the beacon endpoint: signed with a secret the test gives the endpoint too. */
import { createPageTokens } from './page-token';

export const TEST_TOKEN_SECRET = 'test-secret-of-the-measurement-tokens-0123456789';

/** A token as the composer issues one with a served page of `remote` at `version` (at `now`). */
export function tokenFor(remote: string, version: string, now: () => number = Date.now): string {
  return createPageTokens({ secret: TEST_TOKEN_SECRET, now }).issue({ remote, version });
}

/** What a browser says of a beacon its own page sends. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' } as const;
