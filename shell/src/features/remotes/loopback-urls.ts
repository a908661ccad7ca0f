const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url`, resolved the way the browser resolves it against `base`, is served by this machine. */
export function isLoopbackUrl(url: string, base: string = document.baseURI): boolean {
  if (!URL.canParse(url, base)) return false;
  const parsed = new URL(url, base);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOOPBACK_HOSTS.has(parsed.hostname);
}

/** The part of a federation snapshot (the runtime's digest of a manifest) that names files to load. */
export interface SnapshotFiles {
  publicPath?: unknown;
  getPublicPath?: unknown;
  remoteEntry?: unknown;
  modules?: unknown;
  shared?: unknown;
}

function stringsIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Every js and css file (sync and async) listed for the exposed modules and shared packages. */
function assetFiles(entries: unknown): string[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { assets?: Record<string, Record<string, unknown> | undefined> } | null) => {
    const assets = entry?.assets;
    if (typeof assets !== 'object' || assets === null) return [];
    return Object.values(assets).flatMap((kind) => [...stringsIn(kind?.sync), ...stringsIn(kind?.async)]);
  });
}

/**
 * Names what, if anything, would make a remote load files from another machine. The runtime joins
 * publicPath and file as plain strings and the browser resolves the result against the page, so an
 * absolute file name or a foreign publicPath each escapes. getPublicPath is code the runtime would
 * run with `new Function`, so it is refused outright.
 */
export function snapshotLoopbackProblem(snapshot: SnapshotFiles): string | undefined {
  if ('getPublicPath' in snapshot) return 'it uses getPublicPath, code that would run inside the site';
  if (typeof snapshot.publicPath !== 'string') return 'it names no publicPath';
  if (typeof snapshot.remoteEntry !== 'string') return 'it names no remote entry';
  const files = [snapshot.remoteEntry, ...assetFiles(snapshot.modules), ...assetFiles(snapshot.shared)];
  const foreign = files.map((file) => `${snapshot.publicPath}${file}`).find((url) => !isLoopbackUrl(url));
  return foreign === undefined ? undefined : `it would load ${foreign}, which is not on this machine`;
}
