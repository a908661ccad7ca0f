// @ts-check
/**
 * Integrity pins (issue 48, docs/integrity.md): the SHA-384 digest, in Subresource Integrity form
 * (`sha384-<base64>`), of every file a build publishes. The discovery document pins each remote's
 * manifest (and each version's); the manifest pins every other file of its build under `integrity`.
 * This module alone says what a pin looks like and reads the pins of a manifest, for the build, the
 * composer and the browser. Plain JavaScript, so the Node scripts read it too.
 */

/** A SHA-384 digest in SRI form: 48 bytes are 64 base64 characters, no padding. */
export const SRI_DIGEST_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The manifest's field that pins every other file of its build: `{ "files": { "<path>": "<digest>" } }`. */
export const MANIFEST_PINS_FIELD = 'integrity';

/** More pinned files than this in one manifest make its pins unreadable (a hostile manifest). */
export const MAX_PINNED_FILES = 4000;

/** The most versions one discovery entry or rollout state pins besides its root. */
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
 * Version pins (build id to manifest digest) as a discovery entry or a rollout state gives them:
 * what is not a version id with a digest is left out, and none past MAX_PINNED_VERSIONS.
 * @param {unknown} value
 * @param {(id: unknown) => boolean} isVersion
 * @returns {Record<string, string>}
 */
export function versionPins(value, isVersion) {
  /** @type {Record<string, string>} */
  const pins = {};
  if (!isRecord(value)) return pins;
  for (const [id, digest] of Object.entries(value).slice(0, MAX_PINNED_VERSIONS)) {
    if (isVersion(id) && isSriDigest(digest)) pins[id] = digest;
  }
  return pins;
}
