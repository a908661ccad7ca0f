import type { DiscoveredRemote } from '@codekade/shared/discovery';
import { keepFilePins, loadUnpinned } from '@codekade/shared/file-pins';
import { versionManifestOf } from '../../lib/served-manifests';
import { pageAreas } from '../../lib/site-areas';

export { filePin } from '@codekade/shared/file-pins';
export { servedManifestOf } from '../../lib/served-manifests';

/**
 * The pins this page loads remotes' files by (issue 48, docs/integrity.md): a version's manifest by
 * the discovery document the page came with (its composer's reading, or /discovery.json for the
 * plain shell document), every other file by that manifest once its bytes matched. Never by a
 * remote's site: what it serves either matches or does not run. The file pins live in
 * `@codekade/shared/file-pins`, which the remote entries' own chunk loading reads too.
 */

/** Entries of the site's discovery document read since the page started (a release recovery's), by remote. */
const learned = new Map<string, DiscoveredRemote>();

/** Loads are pinned in the site's build; a development shell (`pnpm dev`) loads remotes' dev servers as they come. */
export const PINS_REQUIRED = process.env.NODE_ENV === 'production';

const pinIn = (entry: DiscoveredRemote | undefined, manifestUrl: string) =>
  entry?.pins?.find((pin) => versionManifestOf(entry.manifest, pin.version) === manifestUrl)?.integrity;

/** The pin of `remote`'s manifest at `manifestUrl`: its version's, by the page's discovery document. */
export function manifestPin(remote: string, manifestUrl: string): string | undefined {
  return (
    pinIn(
      pageAreas().remotes.find((entry) => entry.name === remote),
      manifestUrl,
    ) ?? pinIn(learned.get(remote), manifestUrl)
  );
}

/**
 * Takes the pins of an entry of the site's own discovery document as read now (its composer's
 * answer): a release recovery moves an area to the version it serves.
 */
export function learnPins(entry: DiscoveredRemote): void {
  learned.set(entry.name, entry);
}

/**
 * Keeps the file pins of a manifest whose bytes matched its pin (so its pins are its build's, no
 * outside data: the composer reads them with `manifestPins`); false when it pins nothing.
 */
export function keepManifestPins(manifestUrl: string, json: unknown): boolean {
  const files = (json as { integrity?: { files?: unknown } } | null)?.integrity?.files;
  if (typeof files !== 'object' || files === null) return false;
  keepFilePins(new URL('.', manifestUrl).href, files as Record<string, string>);
  return true;
}

/** The SRI digest (`sha384-<base64>`) of some bytes, as the build pins them. */
export async function sha384Of(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new Uint8Array(bytes)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/** A confirmed override's manifest: its files, the chunks its entry adds too, load without pins (development code). */
export function loadOverrideUnpinned(manifestUrl: string): void {
  loadUnpinned(new URL('.', manifestUrl).href);
}
