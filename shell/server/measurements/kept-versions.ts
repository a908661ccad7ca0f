import { isVersionId, VERSIONS_FILE } from '@codekade/shared/versions';
import { readTextWithin } from '../fragment-size-limit';

/** A versions list is small (ids, times, file lists of at most a few dozen versions). */
const VERSIONS_LIST_LIMIT_BYTES = 2 * 1024 * 1024;
/** The read runs beside the beacons, never in their way; a site that hangs is given up on. */
const VERSIONS_LIST_TIMEOUT_MS = 3000;
/** The release writes at most this many (platform/lib/release-versions.mjs); more is not a list of ours. */
const MAX_VERSIONS = 100;

/**
 * The versions a remote's site still holds, by the `versions.json` its last release wrote beside the
 * stable manifest (`manifestUrl`): a page opened before a release keeps loading its version from
 * there, so its beacons name a version the site still serves. The file is data from outside: only
 * valid version ids count. Resolves to none when the file is missing, unreadable or not a list (a
 * remote before its first versioned release, the local site).
 */
export async function keptVersionsOf(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const url = new URL(VERSIONS_FILE, manifestUrl).href;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(VERSIONS_LIST_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return [];
    }
    const list = JSON.parse(await readTextWithin(response, VERSIONS_LIST_LIMIT_BYTES, url)) as unknown;
    const versions = (list as { versions?: unknown } | null)?.versions;
    if (!Array.isArray(versions)) return [];
    return versions
      .slice(0, MAX_VERSIONS)
      .map((version: unknown) => (version as { id?: unknown } | null)?.id)
      .filter(isVersionId);
  } catch {
    return [];
  }
}
