// @ts-check
/**
 * Integrity pins (issue 48, docs/integrity.md): the SHA-384 digest, in Subresource Integrity form
 * (`sha384-<base64>`), of every file a build publishes. The discovery document pins the manifest of
 * each version of a remote the site may load (`pins`, build id to digest) and names the one it serves
 * (`version`); the manifest pins every other file of its build under `integrity`. Only versions are
 * ever loaded, from their own immutable folders (`/v/<build id>/`), so the files and their pins agree.
 * This module alone says what a pin looks like and reads the pins of a manifest, for the build, the
 * composer and the browser. Plain JavaScript, so the Node scripts read it too.
 */
import { versionManifestUrl, versionOfManifestUrl } from './versions.mjs';

/** A SHA-384 digest in SRI form: 48 bytes are 64 base64 characters, no padding. */
export const SRI_DIGEST_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The manifest's field that pins every other file of its build: `{ "files": { "<path>": "<digest>" } }`. */
export const MANIFEST_PINS_FIELD = 'integrity';

/**
 * The shell's own files are pinned in its documents (the build writes them into index.html, the
 * template of every page): the inline script's `data-entry-integrity` pins the entry, and this
 * element (JSON, path → digest) every chunk and stylesheet the entry loads later.
 */
export const SHELL_PINS_ELEMENT_ID = 'codekade-shell-pins';

/** The global function the inline script installs: the `integrity` of one of the shell's own files by its URL. */
export const SHELL_PIN_FUNCTION = 'codekadeShellPin';

/** More pinned files than this in one manifest make its pins unreadable (a hostile manifest). */
export const MAX_PINNED_FILES = 4000;

/** The most versions one discovery entry pins: a remote's site keeps at most 10 retired ones besides stable and candidate. */
export const MAX_PINNED_VERSIONS = 16;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isSriDigest(value) {
  return typeof value === 'string' && SRI_DIGEST_PATTERN.test(value);
}

/** A path inside the build's folder: relative, `/`-separated, no empty, `.` or `..` segments. */
const PINNED_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~@+-]+(?:\/[A-Za-z0-9._~@+-]+)*$/;

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The pins a manifest gives, by path relative to its folder, or why it has none usable (English). A
 * manifest is hostile until its own digest matched the discovery document's; this reads it either way.
 * @param {unknown} manifest
 * @returns {ReadonlyMap<string, string> | string}
 */
export function manifestPins(manifest) {
  if (!isRecord(manifest)) return 'the manifest is not an object';
  const field = manifest[MANIFEST_PINS_FIELD];
  if (!isRecord(field) || !isRecord(field.files)) return `the manifest has no "${MANIFEST_PINS_FIELD}.files"`;
  const entries = Object.entries(field.files);
  if (entries.length > MAX_PINNED_FILES) return `the manifest pins more than ${MAX_PINNED_FILES} files`;
  const pins = new Map();
  for (const [path, digest] of entries) {
    if (!PINNED_PATH.test(path) || path.length > 512) return `the manifest pins a path that is not a file of its build`;
    if (!isSriDigest(digest)) return `the manifest's pin of ${path} is no sha384 digest`;
    pins.set(path, digest);
  }
  return pins;
}

/**
 * One pinned version of a remote, as the discovery document names it: the build id and the digest of
 * that build's manifest (the manifest pins every other file of the build).
 * @typedef {{ version: string, integrity: string }} VersionPin
 */

/**
 * The version pins of a discovery entry, newest first, or why they are unusable (English): a list of
 * at most MAX_PINNED_VERSIONS `{ version, integrity }`, each version once, each a version id with a
 * sha384 digest. A list, not an object: a release's order is kept whatever its build ids look like.
 * @param {unknown} value
 * @param {(id: unknown) => boolean} isVersion
 * @returns {VersionPin[] | string}
 */
export function readVersionPins(value, isVersion) {
  if (!Array.isArray(value)) return 'pins is not a list';
  if (value.length > MAX_PINNED_VERSIONS) return `pins names more than ${MAX_PINNED_VERSIONS} versions`;
  /** @type {VersionPin[]} */
  const pins = [];
  for (const pin of value) {
    if (!isRecord(pin) || !isVersion(pin.version)) return 'a pin names no version id';
    if (!isSriDigest(pin.integrity)) return `the pin of ${String(pin.version)} is no sha384 digest`;
    if (pins.some((earlier) => earlier.version === pin.version)) return `${String(pin.version)} is pinned twice`;
    pins.push({ version: /** @type {string} */ (pin.version), integrity: pin.integrity });
  }
  return pins;
}

/**
 * The pin of `version` among `pins`, or undefined.
 * @param {readonly VersionPin[] | undefined} pins
 * @param {string | undefined} version
 */
export const pinOfVersion = (pins, version) =>
  version === undefined ? undefined : pins?.find((pin) => pin.version === version)?.integrity;

/**
 * `pins` with `added` first and the others after it, at most MAX_PINNED_VERSIONS, never dropping
 * `keep` (the version the entry serves): what a release writes, so the versions still published (a
 * release keeps at most 10 retired ones besides stable and candidate) keep their pins.
 * @param {readonly VersionPin[]} pins
 * @param {VersionPin} added
 * @param {string | undefined} keep
 * @returns {VersionPin[]}
 */
export function withVersionPin(pins, added, keep) {
  const others = pins.filter((pin) => pin.version !== added.version);
  const kept = [added, ...others].slice(0, MAX_PINNED_VERSIONS);
  const keptPin = others.find((pin) => pin.version === keep);
  if (keptPin && !kept.includes(keptPin)) kept[kept.length - 1] = keptPin;
  return kept;
}

/**
 * The manifest a discovery entry serves and its pin: its version's (`…/v/<version>/mf-manifest.json`),
 * or the root manifest without a pin when the entry names no version (nothing of it is then loaded).
 * @param {{ manifest: string, version?: string, pins?: readonly VersionPin[] }} entry
 * @returns {{ url: string, version?: string, pin?: string }}
 */
export function servedManifestOf(entry) {
  if (entry.version === undefined) return { url: entry.manifest };
  return {
    url: versionManifestUrl(entry.manifest, entry.version),
    version: entry.version,
    pin: pinOfVersion(entry.pins, entry.version),
  };
}

/**
 * The pin of the manifest at `manifestUrl` by the discovery entry of its remote: the pin of the version
 * its URL names; none for a remote's root manifest, which is never loaded pinned.
 * @param {{ pins?: readonly VersionPin[] } | undefined} entry
 * @param {string} manifestUrl
 */
export const manifestPinOf = (entry, manifestUrl) => pinOfVersion(entry?.pins, versionOfManifestUrl(manifestUrl));
