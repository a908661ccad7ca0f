// @ts-check
/**
 * A remote's versions: every build is one immutable version, named by its build id, published whole
 * under `v/<build id>/` on the remote's own site, beside the stable build at the site's root. This
 * module alone says what a version id may be and where a version lives, for the deploy, the local
 * hosting, the composer and the browser. Plain JavaScript, so the Node scripts read it too.
 */

/**
 * A build id (platform/build/federated-app.ts gives each build one) as the rollout contract allows it:
 * letters, digits, `.`, `_` and `-`, at most 64. Never `.` or `..`: it becomes a path segment.
 */
export const VERSION_ID_PATTERN = /^(?!\.\.?$)[A-Za-z0-9._-]{1,64}$/;

/** The folder of a remote's site that holds its versions. */
export const VERSIONS_FOLDER = 'v';

/**
 * The list of the versions a remote's site holds, at its root beside the stable manifest: what a
 * release keeps (platform/lib/release-versions.mjs writes it) and the composer accepts beacons from.
 */
export const VERSIONS_FILE = 'versions.json';

/** Every version's manifest, at the root of its folder (its publicPath is `auto`: its own folder). */
export const VERSION_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The query parameter that asks the composer for a version a rollout names: `?versie=mf_home:<build id>`
 * (a page, or a slot's content for a page pinned to that version).
 */
export const VERSION_OVERRIDE_PARAM = 'versie';

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isVersionId(value) {
  return typeof value === 'string' && VERSION_ID_PATTERN.test(value);
}

/** @param {unknown} version */
function checkedVersion(version) {
  if (!isVersionId(version)) {
    throw new TypeError(`"${String(version).slice(0, 80)}" is not a version id (${VERSION_ID_PATTERN}).`);
  }
  return version;
}

/**
 * The path of a version's folder inside its site, `v/<version>/`.
 * @param {string} version
 */
export function versionFolder(version) {
  return `${VERSIONS_FOLDER}/${checkedVersion(version)}/`;
}

/**
 * Where `version` of a remote lives, ending in `/`: every file of that build (its manifest, entry,
 * chunks and prerendered fragments) lies below it as it lies below the build's root. `remoteUrl` is
 * the remote's manifest URL as remotes.json names it (`…/mf-manifest.json`) or its base URL (`…/`).
 * Throws a TypeError for a version id or URL that is not one (both may come from outside).
 * @param {string | URL} remoteUrl
 * @param {string} version
 * @returns {string}
 */
export function versionBaseUrl(remoteUrl, version) {
  const url = new URL(remoteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`A remote lives at an http(s) URL, not "${url.protocol}".`);
  }
  url.search = '';
  url.hash = '';
  const base = url.pathname.endsWith('/') ? url : new URL('.', url);
  return new URL(versionFolder(version), base).href;
}

/**
 * The manifest URL of `version` of a remote (see `versionBaseUrl`).
 * @param {string | URL} remoteUrl
 * @param {string} version
 */
export function versionManifestUrl(remoteUrl, version) {
  return new URL(VERSION_MANIFEST_FILE, versionBaseUrl(remoteUrl, version)).href;
}

/**
 * The version a manifest URL names (`…/v/<version>/mf-manifest.json`), or undefined for a remote's
 * root manifest and for anything that is not a URL.
 * @param {string} manifestUrl
 * @returns {string | undefined}
 */
export function versionOfManifestUrl(manifestUrl) {
  if (!URL.canParse(manifestUrl)) return undefined;
  const segments = new URL(manifestUrl).pathname.split('/');
  const [folder, version, file] = segments.slice(-3);
  return folder === VERSIONS_FOLDER && file === VERSION_MANIFEST_FILE && isVersionId(version) ? version : undefined;
}
