import type { DiscoveredRemote } from '@codekade/shared/discovery';

/**
 * The manifest of `version` of a remote whose root manifest is `manifest`: `…/v/<version>/mf-manifest.json`,
 * `versionManifestUrl` of @codekade/shared/versions for a version id the reader checked, without that
 * module's checks on the page's first load (served-manifests.test.ts holds the two to one answer).
 */
export const versionManifestOf = (manifest: string, version: string): string =>
  new URL(`v/${version}/mf-manifest.json`, manifest).href;

/** The manifest an entry of the discovery document serves: its version's, or its root when it pins none (never loaded). */
export const servedManifestOf = (entry: DiscoveredRemote): string =>
  entry.version === undefined ? entry.manifest : versionManifestOf(entry.manifest, entry.version);
