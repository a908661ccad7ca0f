/**
 * How code anywhere on the page reports a file that did not load (a chunk of an earlier release that
 * is gone, a CDN glitch) to the shell, which knows where each remote's live release is. One module
 * shared by shell and remotes (a federation singleton), so the shell's handler is the one remotes reach.
 */

/** The shell's answer: true when a newer release of the file's app is live and the page is moving to it. */
type MissingFileHandler = (error: unknown) => Promise<boolean>;

let handler: MissingFileHandler | undefined;

/** Set by the shell once; a remote on its own (the standalone preview) has none. */
export function setMissingFileHandler(next: MissingFileHandler): void {
  handler = next;
}

/** True for the errors Rspack's chunk loading raises for a script or stylesheet that did not load. */
export function isMissingFileError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message);
}

/** The URL a chunk-loading error names (`request`, or the URL in its message). */
export function urlOfMissingFile(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const request = (error as Error & { request?: unknown }).request;
  if (typeof request === 'string') return request;
  return /\bhttps?:\/\/[^\s)]+/.exec(error.message)?.[0];
}

/**
 * Reports a file that did not load. Resolves true when the shell found a newer release of its app
 * and renders the area from it (the caller keeps what it shows until then); false when nothing newer
 * is live, so the caller falls back to what it has.
 */
export async function reportMissingFile(error: unknown): Promise<boolean> {
  if (!handler || !isMissingFileError(error)) return false;
  try {
    return await handler(error);
  } catch {
    return false;
  }
}
