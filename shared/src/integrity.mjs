// @ts-check
/**
 * Integrity pins (issue 48, docs/integrity.md): the SHA-384 digest, in Subresource Integrity form
 * (`sha384-<base64>`), of every file a build publishes. The discovery document pins the manifest of
 * each version of a remote the site may load (`pins`, build id to digest) and names the one it serves
 * (`version`); the manifest pins every other file of its build under `integrity`. Only versions are
 * ever loaded, from their own immutable folders (`/v/<build id>/`), so the files and their pins agree.
 * This module says what a pin looks like, for the build, the composer and the browser; pins-schema.mjs
 * reads them. Plain JavaScript, so the Node scripts read it too.
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
 * One pinned version of a remote, as the discovery document names it: the build id and the digest of
 * that build's manifest (the manifest pins every other file of the build).
 * @typedef {{ version: string, integrity: string }} VersionPin
 */

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
