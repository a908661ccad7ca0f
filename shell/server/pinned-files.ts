/**
 * A remote's files as the composer reads them (issue 48): a manifest only when its bytes match the
 * discovery document's (or its rollout's) pin, every other file only when its bytes match the pin the
 * manifest gives it. A mismatch or a file without a pin is thrown as that area's failure, naming the
 * remote, the version, the file and both digests: the composer's one warning line for it.
 */
import { createHash } from 'node:crypto';
import { manifestPins } from '@codekade/shared/pins-schema';
import { VERSION_MANIFEST_FILE, versionOfManifestUrl } from '@codekade/shared/versions';

/** The SRI digest of some bytes: `sha384-<base64>` (the build's `sha384Of`). */
export const sha384Of = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The version a manifest URL names: its build id under `/v/<id>/`, or `root` for the remote's stable root. */
export const versionNameOf = (manifestUrl: string) => versionOfManifestUrl(manifestUrl) ?? 'root';

/** Thrown when a file does not match its pin or has none: the area fails, the rest of the page composes. */
export class PinMismatchError extends Error {
  constructor(remote: string, manifestUrl: string, file: string, pinned: string | undefined, served: string) {
    super(
      `integrity: ${remote} version ${versionNameOf(manifestUrl)} file ${file} ` +
        `is pinned ${pinned ?? 'nowhere (no pin)'} but served ${served}; not used`,
    );
    this.name = 'PinMismatchError';
  }
}

/** Throws PinMismatchError unless `bytes` match `pinned`. */
export function checkPinned(
  bytes: Uint8Array,
  pinned: string | undefined,
  where: { remote: string; manifestUrl: string; file: string },
): void {
  const served = sha384Of(bytes);
  if (pinned === undefined || served !== pinned) {
    throw new PinMismatchError(where.remote, where.manifestUrl, where.file, pinned, served);
  }
}

/** The pins of a manifest whose bytes matched their pin; throws when it pins nothing usable. */
export function pinsOfManifest(
  bytes: Uint8Array,
  pinned: string | undefined,
  where: { remote: string; manifestUrl: string },
): ReadonlyMap<string, string> {
  checkPinned(bytes, pinned, { ...where, file: VERSION_MANIFEST_FILE });
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new Error(`${where.manifestUrl} is no JSON.`);
  }
  const pins = manifestPins(json);
  if (typeof pins === 'string') throw new Error(`integrity: ${where.manifestUrl}: ${pins}; not used`);
  return pins;
}
