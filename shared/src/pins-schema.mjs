// @ts-check
/**
 * The one reader of pins (issue 48, docs/integrity.md), in the workspace's schema library: a discovery
 * entry's version pins (`pins`, read by the document's schema, discovery-schema.ts, and by a release
 * that carries the live document's pins over, platform/lib/discovery-document.mjs) and a manifest's
 * file pins (`integrity.files`, read by the composer and `check:remote`). Pins are hostile until read
 * here; each problem is an English line for the developer. Plain JavaScript, so the Node scripts read
 * it too. Never in a page's first load: the browser checks a manifest by its digest (pins.ts).
 */
import * as v from 'valibot';
import { MANIFEST_PINS_FIELD, MAX_PINNED_FILES, MAX_PINNED_VERSIONS, SRI_DIGEST_PATTERN } from './integrity.mjs';
import { VERSION_ID_PATTERN } from './versions.mjs';

/** A path inside the build's folder: relative, `/`-separated, no empty, `.` or `..` segments. */
const PINNED_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._~@+-]+(?:\/[A-Za-z0-9._~@+-]+)*$/;

/** @param {string} problem */
const sriDigest = (problem) => v.pipe(v.string(problem), v.regex(SRI_DIGEST_PATTERN, problem));

/** A build id as a version folder's name (`/v/<build id>/`, versions.mjs). */
export const versionIdSchema = /** @param {string} problem */ (problem) =>
  v.pipe(v.string(problem), v.regex(VERSION_ID_PATTERN, problem));

/** One pinned version: its build id and the SHA-384 digest (SRI form) of its manifest. */
const versionPinSchema = v.object(
  {
    version: versionIdSchema('a pin names no version id'),
    integrity: sriDigest("a pin's integrity is no sha384 digest"),
  },
  'a pin names no version id',
);

/**
 * The versions a discovery entry pins, newest first: each version once, at most MAX_PINNED_VERSIONS.
 * A list, not an object: a release's order is kept whatever its build ids look like.
 */
export const versionPinsSchema = v.pipe(
  v.array(versionPinSchema, 'pins is not a list'),
  v.maxLength(MAX_PINNED_VERSIONS, `pins names more than ${MAX_PINNED_VERSIONS} versions`),
  v.check((pins) => new Set(pins.map((pin) => pin.version)).size === pins.length, 'pins names a version twice'),
);

/** A manifest's pins of the other files of its build: path relative to the manifest → digest. */
const manifestPinsSchema = v.object(
  {
    [MANIFEST_PINS_FIELD]: v.object(
      {
        files: v.pipe(
          v.record(v.string(), v.unknown(), `the manifest has no "${MANIFEST_PINS_FIELD}.files"`),
          // Counted before any path or digest is checked: a hostile manifest with thousands is refused at once.
          v.check(
            (files) => Object.keys(files).length <= MAX_PINNED_FILES,
            `the manifest pins more than ${MAX_PINNED_FILES} files`,
          ),
          v.record(
            v.pipe(
              v.string(),
              v.maxLength(512, 'the manifest pins a path that is not a file of its build'),
              v.regex(PINNED_PATH, 'the manifest pins a path that is not a file of its build'),
            ),
            sriDigest('the manifest pins a file by no sha384 digest'),
          ),
        ),
      },
      `the manifest has no "${MANIFEST_PINS_FIELD}.files"`,
    ),
  },
  `the manifest has no "${MANIFEST_PINS_FIELD}.files"`,
);

/**
 * @typedef {import('./integrity.mjs').VersionPin} VersionPin
 */

/**
 * The version pins of a discovery entry, or why they are unusable (English).
 * @param {unknown} value
 * @returns {VersionPin[] | string}
 */
export function readVersionPins(value) {
  const read = v.safeParse(versionPinsSchema, value, { abortEarly: true });
  return read.success ? read.output : (read.issues[0]?.message ?? 'pins cannot be read');
}

/**
 * The pins a manifest gives, by path relative to its folder, or why it has none usable (English). A
 * manifest is hostile until its own digest matched the discovery document's; this reads it either way.
 * @param {unknown} manifest
 * @returns {ReadonlyMap<string, string> | string}
 */
export function manifestPins(manifest) {
  const read = v.safeParse(manifestPinsSchema, manifest, { abortEarly: true });
  if (!read.success) return read.issues[0]?.message ?? 'the manifest cannot be read';
  return new Map(Object.entries(read.output[MANIFEST_PINS_FIELD].files));
}
