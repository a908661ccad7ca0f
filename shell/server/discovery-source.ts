import { createHash } from 'node:crypto';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { readTextWithin } from './fragment-size-limit';

/** The discovery document as the composer's release check sees it: a key that changes with it, and its JSON. */
export interface DiscoverySource {
  key(): Promise<string>;
  read(): Promise<unknown>;
}

interface DiscoveryFromUrlOptions {
  /** Where the live document is (its own Hosting site, docs/discovery.md). */
  url: string;
  fetch?: typeof fetch;
  /** The document before one was fetched well (the one the shell's build emitted). */
  fallback: () => Promise<unknown>;
  /** How often the document is fetched again, in the background of the requests. */
  checkMs?: number;
  /** How long one fetch may take. */
  timeoutMs?: number;
  /** A document larger than this is refused (far above DISCOVERY_LIMITS' largest). */
  limitBytes?: number;
  warn?: (message: string) => void;
  now?: () => number;
}

const isDocument = (json: unknown): boolean =>
  typeof json === 'object' &&
  json !== null &&
  !Array.isArray(json) &&
  (json as Record<string, unknown>).format === DISCOVERY_FORMAT &&
  Array.isArray((json as Record<string, unknown>).remotes);

/**
 * The discovery document released on a site of its own, fetched as hostile input: at most once per
 * `checkMs`, and only the first time does a request wait for it (the composer's warm-up makes that
 * one before the service takes traffic); later fetches run beside the requests, which keep the last
 * good document meanwhile. A fetch that fails, is too large, is no JSON or not of the document's
 * format keeps the last good document (one warning per run of failures); the entries of a good one go through the one
 * parser (parseDiscovery) as ever. Until a document was fetched well, `fallback` is used.
 */
export function discoveryFromUrl({
  url,
  fetch: fetchFile = fetch,
  fallback,
  checkMs = 5000,
  timeoutMs = 2000,
  limitBytes = 256 * 1024,
  warn = (message) => console.warn(message),
  now = Date.now,
}: DiscoveryFromUrlOptions): DiscoverySource {
  let good: { key: string; json: unknown } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  // One warning per run of failed fetches, however long it lasts.
  let failing = false;

  async function fetchDocument(): Promise<void> {
    try {
      const response = await fetchFile(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const text = await readTextWithin(response, limitBytes, url);
      const json: unknown = JSON.parse(text);
      if (!isDocument(json)) throw new Error(`not a ${DISCOVERY_FORMAT} object with a "remotes" list`);
      failing = false;
      good = { key: `discovery:${createHash('sha256').update(text).digest('base64url')}`, json };
    } catch (error) {
      if (failing) return;
      failing = true;
      warn(
        `[composer] The discovery document at ${url} could not be used (${error instanceof Error ? error.message : String(error)}); ${good ? 'the last good one stays' : 'the built one stays'}.`,
      );
    }
  }

  function check(): Promise<void> {
    checkedAt = now();
    checking ??= fetchDocument().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  return {
    async key() {
      const first = checkedAt === Number.NEGATIVE_INFINITY;
      if (first) await check();
      else if (now() - checkedAt >= checkMs) void check();
      return good?.key ?? 'discovery:built';
    },
    async read() {
      return good ? good.json : fallback();
    },
  };
}
