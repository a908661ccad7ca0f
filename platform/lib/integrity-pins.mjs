// @ts-check
/**
 * Writes a build's integrity pins (issue 48, docs/integrity.md): the SHA-384 digest of every file in
 * its folder as published, into the manifest's `integrity.files`; the manifest's own digest is what
 * the discovery document pins. Run after every other step that writes the folder (the prerender).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MANIFEST_PINS_FIELD } from '@codekade/shared/integrity';
import { VERSION_MANIFEST_FILE } from '@codekade/shared/versions';

/**
 * The SRI digest of some bytes: `sha384-<base64>`.
 * @param {string | Uint8Array} bytes
 */
export const sha384Of = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Every file below `dir`, as `/`-separated paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Pins every file of the build in `distDir` in its manifest and returns the manifest's digest (what
 * the discovery document names for this build).
 * @param {string} distDir
 */
export function pinBuild(distDir) {
  const manifestFile = join(distDir, VERSION_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  /** @type {Record<string, string>} */
  const files = {};
  for (const path of filesBelow(distDir)) {
    if (path !== VERSION_MANIFEST_FILE) files[path] = sha384Of(readFileSync(join(distDir, path)));
  }
  const pinned = `${JSON.stringify({ ...manifest, [MANIFEST_PINS_FIELD]: { files } }, null, 2)}\n`;
  writeFileSync(manifestFile, pinned);
  return sha384Of(pinned);
}

/**
 * The digest of the built manifest in `distDir`, or undefined when there is none (not built yet):
 * what the discovery document pins for that build.
 * @param {string} distDir
 */
export function builtManifestPin(distDir) {
  const file = join(distDir, VERSION_MANIFEST_FILE);
  return existsSync(file) ? sha384Of(readFileSync(file)) : undefined;
}
