import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { DISCOVERY_SIZE_LIMIT_BYTES } from '@codekade/shared/discovery-format';
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

/** A document's text as the composer takes it, or an error saying why not (the reader checks its entries). */
function checkedDocument(text: string): { key: string; json: unknown } {
  const json: unknown = JSON.parse(text);
  if (!isDocument(json)) throw new Error(`not a ${DISCOVERY_FORMAT} object with a "remotes" list`);
  return { key: `discovery:${createHash('sha256').update(text).digest('base64url')}`, json };
}

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
  limitBytes = DISCOVERY_SIZE_LIMIT_BYTES,
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
      good = checkedDocument(await readTextWithin(response, limitBytes, url));
      failing = false;
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

/** The text of the file at `path`, reading at most `limitBytes` (a larger file is refused unread). */
async function readFileWithin(path: string, limitBytes: number): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(limitBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > limitBytes) throw new Error(`larger than ${limitBytes} bytes`);
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    await handle.close();
  }
}

interface DiscoveryFromFileOptions {
  /** The live document's file (the local hosting's release folder), or undefined before its first release. */
  file: () => string | undefined;
  /** The document before one was read well: no areas (header, footer and 404 page only). */
  fallback: () => Promise<unknown>;
  /** How often the file is looked at for a new release. */
  checkMs?: number;
  limitBytes?: number;
  warn?: (message: string) => void;
  now?: () => number;
}

/**
 * The discovery document of the local hosting (a file per release), taken as the composer takes the
 * production one from its site: at most `limitBytes` (the same limit), JSON of the document's format,
 * else the last good document stays, with one warning per release of the file (not per request or
 * entry). A file larger than the limit is not read. Looked at at most once per `checkMs`.
 */
export function discoveryFromFile({
  file,
  fallback,
  checkMs = 1000,
  limitBytes = DISCOVERY_SIZE_LIMIT_BYTES,
  warn = (message) => console.warn(message),
  now = () => Date.now(),
}: DiscoveryFromFileOptions): DiscoverySource {
  let good: { key: string; json: unknown } | undefined;
  // The release of the file last looked at (path, time, size): each one is read, and warned about, once.
  let seen: string | undefined;
  let checked: { at: number; done: Promise<void> } | undefined;

  async function look(): Promise<void> {
    const path = file();
    if (path === undefined) return;
    const info = await stat(path).catch(() => undefined);
    const release = info ? `${path}:${info.mtimeMs}:${info.size}` : `${path}:missing`;
    if (release === seen) return;
    seen = release;
    try {
      if (!info) throw new Error('the file is missing');
      if (info.size > limitBytes) throw new Error(`larger than ${limitBytes} bytes`);
      good = checkedDocument(await readFileWithin(path, limitBytes));
    } catch (error) {
      warn(
        `[composer] The discovery document ${path} could not be used (${error instanceof Error ? error.message : String(error)}); ${good ? 'the last good one stays' : 'no area is mounted until a good one is released'}.`,
      );
    }
  }

  return {
    async key() {
      if (!checked || now() - checked.at >= checkMs) checked = { at: now(), done: look() };
      await checked.done;
      return good?.key ?? 'discovery:none';
    },
    async read() {
      return good ? good.json : fallback();
    },
  };
}
