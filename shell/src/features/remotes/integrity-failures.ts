import { urlOfMissingFile } from '@codekade/shared/release-recovery';
import { VERSIONS_FOLDER } from '@codekade/shared/versions';
import { reportIntegrityFailure } from '../measurements';
import type { ChangedManifest } from './pinned-loads-plugin';
import { filePin, sha384Of } from './pins';
import { remoteServing } from './remote-manifests';

/** Each failed file's check on this page, by URL: a file is read and told of (console, measurement) once. */
const checks = new Map<string, Promise<boolean>>();

/** The version a remote's file belongs to, by its folder (`/v/<build id>/…`); undefined for another path. */
function versionOfFile(url: string): string | undefined {
  const segments = new URL(url).pathname.split('/');
  const at = segments.indexOf(VERSIONS_FOLDER);
  return at >= 0 ? segments[at + 1] : undefined;
}

/**
 * A pinned file of `remote` did not load: reads it once more (mostly from the HTTP cache) and, when
 * its bytes are not the pinned ones, tells the developer (remote, version, file, both digests) and
 * the page's measurements (issue 48), so the gate aborts a candidate whose files do not match. A file
 * that is missing or unreachable is not this: the release recovery has its own. Resolves whether the
 * file was changed. Loaded only after a failure, so a page that loads well never carries this code.
 */
export function reportChangedFile(
  remote: string | undefined,
  url: string,
  pin: string,
  known?: string,
): Promise<boolean> {
  const check = checks.get(url) ?? checkFile(remote, url, pin, known);
  checks.set(url, check);
  return check;
}

/** The digest of the file at `url` as it is served now (mostly from the HTTP cache); undefined when it is not there. */
async function servedDigest(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'force-cache' });
    return response.ok ? await sha384Of(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}

async function checkFile(remote: string | undefined, url: string, pin: string, known?: string): Promise<boolean> {
  const served = known ?? (await servedDigest(url));
  if (served === undefined || served === pin) return false;
  const version = versionOfFile(url);
  console.error(
    `[shell] Integrity: remote "${remote ?? 'unknown'}" version ${version ?? 'unknown'} file ${url} is pinned ${pin} ` +
      `but served ${served}; it did not run, and the area keeps what the server sent.`,
  );
  if (remote !== undefined) reportIntegrityFailure(remote, version);
  return true;
}

/** Whether the file a load failed on (its error names it) was a pinned file whose bytes were not the pinned ones. */
export async function failedOnChangedFile(error: unknown): Promise<boolean> {
  const url = urlOfMissingFile(error);
  const pin = url && filePin(url);
  if (!url || !pin) return false;
  return reportChangedFile(await remoteServing(url), url, pin);
}

/**
 * What the pinned loads tell of a failed load (pinned-loads-plugin.ts): a manifest found changed,
 * with both digests, or the runtime's error, whose file is checked.
 */
export function reportFailure(failure: unknown): Promise<boolean> {
  const manifest = failure as Partial<ChangedManifest> | null;
  if (typeof manifest?.served === 'string' && manifest.url && manifest.pin)
    return reportChangedFile(manifest.remote, manifest.url, manifest.pin, manifest.served);
  return failedOnChangedFile(failure);
}
