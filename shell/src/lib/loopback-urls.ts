const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * The part after `<site id>--` of a preview channel's host. Firebase Hosting serves a preview channel
 * at `SITE_ID--CHANNEL_ID-RANDOM_HASH.web.app` ("Manage live & preview channels, releases, and
 * versions for your site", https://firebase.google.com/docs/hosting/manage-hosting-resources): the
 * channel id (letters, digits and single hyphens), a hyphen and Hosting's hash of 8 letters or digits.
 * A host without the hash (`codekade-home--evil.web.app`) is no preview channel. With no `--` in it,
 * the one `--` of the host ends the site id, so no other site (say `codekade-home--x`) can pass as
 * that remote's.
 */
const PREVIEW_CHANNEL_LABEL = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]{8}$/;
/** The longest label a host name may have (RFC 1035), which the whole `<site id>--<channel>-<hash>` is. */
const MAX_LABEL_LENGTH = 63;
const PREVIEW_HOST_SUFFIX = '.web.app';

/** The page's address, against which the browser resolves a relative URL. */
const pageBase = () => (typeof document === 'undefined' ? 'https://page.invalid/' : document.baseURI);

function parse(url: string, base: string): URL | undefined {
  return URL.canParse(url, base) ? new URL(url, base) : undefined;
}

/** Whether `url`, resolved the way the browser resolves it against `base`, is served by this machine. */
export function isLoopbackUrl(url: string, base: string = pageBase()): boolean {
  const parsed = parse(url, base);
  return (
    parsed !== undefined &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    LOOPBACK_HOSTS.has(parsed.hostname)
  );
}

/**
 * The Hosting site id of `siteOrigin` when it is a Firebase Hosting site's default domain
 * (`https://<site id>.web.app`, no port, no path): the only kind of origin that has preview channels.
 */
function hostingSiteIdAt(siteOrigin: string): string | undefined {
  const parsed = parse(siteOrigin, 'https://page.invalid/');
  if (parsed === undefined || parsed.protocol !== 'https:' || parsed.port !== '') return undefined;
  if (!parsed.hostname.endsWith(PREVIEW_HOST_SUFFIX)) return undefined;
  const siteId = parsed.hostname.slice(0, -PREVIEW_HOST_SUFFIX.length);
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(siteId) ? siteId : undefined;
}

/**
 * Whether `url` is on a preview channel of exactly the Hosting site at `siteOrigin` (the origin of a
 * remote's manifest as the site's discovery document names it), never of another site: site ids are
 * first come, first served, so no site may be derived from a remote's name.
 */
export function isPreviewChannelUrl(siteOrigin: string, url: string, base: string = pageBase()): boolean {
  const siteId = hostingSiteIdAt(siteOrigin);
  const parsed = parse(url, base);
  if (siteId === undefined || parsed === undefined || parsed.protocol !== 'https:' || parsed.port !== '') return false;
  const sitePrefix = `${siteId}--`;
  const { hostname } = parsed;
  if (!hostname.startsWith(sitePrefix) || !hostname.endsWith(PREVIEW_HOST_SUFFIX)) return false;
  if (hostname.length - PREVIEW_HOST_SUFFIX.length > MAX_LABEL_LENGTH) return false;
  return PREVIEW_CHANNEL_LABEL.test(hostname.slice(sitePrefix.length, -PREVIEW_HOST_SUFFIX.length));
}

/**
 * Where an override of a remote whose discovered manifest is at `siteOrigin` may point: this
 * machine, or a preview channel of that very Hosting site.
 */
export function isOverrideUrl(siteOrigin: string, url: string, base: string = pageBase()): boolean {
  return isLoopbackUrl(url, base) || isPreviewChannelUrl(siteOrigin, url, base);
}

/**
 * Whether an overridden remote whose manifest is `manifestUrl` may load `url`: anything on this
 * machine when the manifest is there, else only files of the manifest's own origin (its preview channel).
 */
export function isOverrideFileUrl(manifestUrl: string, url: string, base: string = pageBase()): boolean {
  if (isLoopbackUrl(manifestUrl, base)) return isLoopbackUrl(url, base);
  const file = parse(url, base);
  const manifest = parse(manifestUrl, base);
  return file !== undefined && manifest !== undefined && file.origin === manifest.origin;
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
 * Names what, if anything, would make an overridden remote load files from anywhere but its
 * manifest's host (any loopback address for a manifest on this machine). The runtime joins
 * publicPath and file as plain strings and the browser resolves the result against the page, so an
 * absolute file name or a foreign publicPath each escapes. getPublicPath is code the runtime would
 * run with `new Function`, so it is refused outright.
 */
export function snapshotHostProblem(
  snapshot: SnapshotFiles,
  manifestUrl: string,
  base: string = pageBase(),
): string | undefined {
  if ('getPublicPath' in snapshot) return 'it uses getPublicPath, code that would run inside the site';
  if (typeof snapshot.publicPath !== 'string') return 'it names no publicPath';
  if (typeof snapshot.remoteEntry !== 'string') return 'it names no remote entry';
  const files = [snapshot.remoteEntry, ...assetFiles(snapshot.modules), ...assetFiles(snapshot.shared)];
  const foreign = files
    .map((file) => `${snapshot.publicPath}${file}`)
    .find((url) => !isOverrideFileUrl(manifestUrl, url, base));
  if (foreign === undefined) return undefined;
  const where = isLoopbackUrl(manifestUrl, base) ? 'this machine' : new URL(manifestUrl, base).origin;
  return `it would load ${foreign}, which is not on ${where}`;
}
