/**
 * How much of a window's samples one client may supply (issue 40): a client's first few samples of a
 * window always count (a person reads a handful of pages a minute), beyond that only while its part
 * of everything this instance counted in the window stays within the share. Forging a decision then
 * takes real page loads from many places. Kept in memory only and started afresh every window: the
 * key is a hash of the address under a salt drawn per window, so nothing links one window's client
 * to the next, and nothing is ever stored or logged. A client is a network (an IPv6 /64), not an
 * address a client can rotate within.
 */
import { createHash, randomBytes } from 'node:crypto';
import { clientNetwork } from './client-address';

/** The window a share is taken of: a minute, the aggregates' own grain. */
const WINDOW_MS = 60_000;
/** Clients remembered per window at most; past it a new one is judged alone (memory stays bounded). */
const MAX_CLIENTS = 200_000;
/** Samples a client may always supply per window and kind. */
export const FREE_SAMPLES_PER_WINDOW = 20;

export interface ClientShareOptions {
  /** The largest share of a window's samples one client may supply, in percent (100: no limit). */
  sharePercent: number;
  freeSamples?: number;
  windowMs?: number;
  now?: () => number;
}

export function createClientShare({
  sharePercent,
  freeSamples = FREE_SAMPLES_PER_WINDOW,
  windowMs = WINDOW_MS,
  now = Date.now,
}: ClientShareOptions) {
  let window = Number.NaN;
  let salt = randomBytes(16);
  let total = 0;
  const byClient = new Map<string, number>();

  function turnWindow(): void {
    const current = Math.floor(now() / windowMs);
    if (current === window) return;
    window = current;
    salt = randomBytes(16);
    total = 0;
    byClient.clear();
  }

  return {
    /**
     * Counts `samples` for the client at `address` when they stay within its share; false when refused.
     * A client is its network (`clientNetwork`: an IPv6 /64, an IPv4 address).
     */
    admit(address: string, samples: number): boolean {
      if (sharePercent >= 100) return true;
      turnWindow();
      const key = createHash('sha256').update(salt).update(clientNetwork(address)).digest('base64url').slice(0, 16);
      const supplied = (byClient.get(key) ?? 0) + samples;
      if (supplied > freeSamples && supplied * 100 > sharePercent * (total + samples)) return false;
      if (byClient.has(key) || byClient.size < MAX_CLIENTS) byClient.set(key, supplied);
      total += samples;
      return true;
    },
  };
}

export type ClientShare = ReturnType<typeof createClientShare>;
