/**
 * The pins of remotes' files the shell has checked (issue 48, docs/integrity.md): each version's
 * manifest pins, kept by file URL once the manifest's bytes matched the discovery document's pin. The
 * shell's pinned loads read them, and so does the chunk loading of every remote entry the shell runs
 * (through the shell's runtime hand-over, `chunkIntegrity`). No federation share: the shell's build
 * holds one copy, its runtime hand-over and its remotes feature alike.
 */

/** Each checked file's pin, by its URL. */
const pins = new Map<string, string>();
/** Folders whose files load without pins: a developer's confirmed override (development code). */
const unpinned: string[] = [];

/** A digest no file has: what a file without a pin is loaded with, so the browser never runs it. */
export const MATCHES_NO_FILE = `sha384-${'A'.repeat(64)}`;

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** Keeps the pins (path below the folder → digest) of the version in `folder`, whose manifest matched its pin. */
export function keepFilePins(folder: string, files: Record<string, string>): void {
  for (const [path, pin] of Object.entries(files)) pins.set(folder + path, pin);
}

/** Lets the files below `folder` load without pins (a confirmed override's). */
export function loadUnpinned(folder: string): void {
  unpinned.push(folder);
}

/** The pin of the file at `url` by its checked version; undefined when none pins it. */
export const filePin = (url: string): string | undefined => pins.get(withoutQuery(url));

/**
 * The `integrity` a remote's chunk loading gives the file at `url`: its pin; nothing for a confirmed
 * override's files; else a digest no file has, so a file the shell did not check never runs.
 */
export const chunkIntegrity = (url: string): string =>
  unpinned.some((folder) => url.startsWith(folder)) ? '' : (filePin(url) ?? MATCHES_NO_FILE);
