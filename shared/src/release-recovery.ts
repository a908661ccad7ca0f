/**
 * How code anywhere on the page reports a file that did not load (a chunk of an earlier release that
 * is gone, a CDN glitch) to the shell, which knows where each remote's live release is. One module
 * shared by shell and remotes (a federation singleton), so the shell's handler is the one remotes reach.
 */

/**
 * What the caller wants from a newer release: `area` renders the whole area from it (a part of the
 * page that has nothing to lose), `code` only makes its code the one the page loads from now on, so
 * the caller can retry a load while everything on screen, and what the visitor typed, stays.
 */
export type Recovery = 'area' | 'code';

/** The shell's answer: true when a newer release of the file's app is live and the page moved to it. */
type MissingFileHandler = (error: unknown, recovery: Recovery) => Promise<boolean>;

let handler: MissingFileHandler | undefined;

/** Set by the shell once; a remote on its own (the standalone preview) has none. */
export function setMissingFileHandler(next: MissingFileHandler): void {
  handler = next;
}

/** True for the errors Rspack's chunk loading raises for a script or stylesheet that did not load, and `fileGoneError`'s. */
export function isMissingFileError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed|\S+ is gone \(HTTP 40[34]\)/.test(error.message)
  );
}

/**
 * The error of a file the site answers 404 (or 403) for: a version's manifest past its release window,
 * say. Recognised by `isMissingFileError`, also inside the federation runtime's error that quotes it.
 */
export function fileGoneError(url: string, status: number): Error {
  return Object.assign(new Error(`${url} is gone (HTTP ${status}).`), { request: url });
}

/**
 * The URL a chunk-loading error names (`request`, or the first URL in its message). A URL ends at a
 * space, a parenthesis or a quote: the federation runtime quotes its arguments as JSON
 * (`args: {"resourceUrl":"https://…/remoteEntry.js"}`).
 */
export function urlOfMissingFile(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const request = (error as Error & { request?: unknown }).request;
  if (typeof request === 'string') return request;
  return /\bhttps?:\/\/[^\s()"'`<>]+/.exec(error.message)?.[0];
}

/**
 * Reports a file that did not load. Resolves true when the shell found a newer release of its app
 * and renders the area from it (the caller keeps what it shows until then); false when nothing newer
 * is live, so the caller falls back to what it has.
 */
export async function reportMissingFile(error: unknown, recovery: Recovery = 'area'): Promise<boolean> {
  if (!handler || !isMissingFileError(error)) return false;
  try {
    return await handler(error, recovery);
  } catch {
    return false;
  }
}

/**
 * Runs `load` (a dynamic import); when its file is gone because a newer release of the app is live,
 * loads it once more from that release, without touching what is on screen.
 */
export async function loadFromLiveRelease<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (await reportMissingFile(error, 'code')) return load();
    throw error;
  }
}
