/**
 * The pins of remotes' files the shell has checked (issue 48, docs/integrity.md): each version's
 * manifest pins, kept by the version's folder once the manifest's bytes matched the discovery
 * document's pin. The shell's pinned loads read them, and so does the chunk loading of every remote
 * entry the shell runs (through the shell's runtime hand-over, `chunkIntegrity`). No federation
 * share: the shell's build holds one copy, its runtime hand-over and its remotes feature alike.
 */

/** The pins of each checked version, by its folder (`…/v/<build id>/`). */
const checked = new Map<string, ReadonlyMap<string, string>>();
/** Folders whose files load without pins: a developer's confirmed override (development code). */
const unpinned = new Set<string>();

/** A digest no file has: what a file without a pin is loaded with, so the browser never runs it. */
export const MATCHES_NO_FILE = `sha384-${'A'.repeat(64)}`;

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** Keeps the pins of the version in `folder`, whose manifest matched its pin. */
export function keepFilePins(folder: string, pins: ReadonlyMap<string, string>): void {
  checked.set(folder, pins);
}

/** Lets the files below `folder` load without pins (a confirmed override's). */
export function loadUnpinned(folder: string): void {
  unpinned.add(folder);
}

/** The pin of the file at `url` by its checked version; undefined when none pins it. */
export function filePin(url: string): string | undefined {
  const file = withoutQuery(url);
  for (const [folder, pins] of checked) if (file.startsWith(folder)) return pins.get(file.slice(folder.length));
  return undefined;
}

/**
 * The `integrity` a remote's chunk loading gives the file at `url`: its pin; nothing for a confirmed
 * override's files; else a digest no file has, so a file the shell did not check never runs.
 */
export function chunkIntegrity(url: string): string {
  const file = withoutQuery(url);
  for (const folder of unpinned) if (file.startsWith(folder)) return '';
  return filePin(url) ?? MATCHES_NO_FILE;
}
