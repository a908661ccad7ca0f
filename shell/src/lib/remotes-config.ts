import { DISCOVERY_PATH } from '@codekade/shared/discovery';
import { compositionData } from './composition-data';
import { servedManifestOf } from './served-manifests';
import { loadPageAreas } from './site-areas';

/** Remote name to the URL of the `mf-manifest.json` its area loads. */
export type RemotesConfig = Record<string, string>;

/** Where the deployed shell learns its remotes: the discovery document, served next to the shell, never compiled into it. */
export const REMOTES_CONFIG_URL = DISCOVERY_PATH;

/**
 * The one reader of a manifest map (remote name to manifest URL), for the browser and the composer
 * alike: the manifest URL it names for `remote`, resolved against `base`, http(s) only. Names exactly
 * what is wrong, for the developer.
 */
export function remoteManifestUrl(config: unknown, remote: string, base: string): string {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error('The remotes must be a JSON object mapping remote names to manifest URLs.');
  }
  const url = Object.hasOwn(config, remote) ? (config as Record<string, unknown>)[remote] : undefined;
  if (typeof url !== 'string' || !URL.canParse(url, base)) {
    throw new Error(`The remotes have no valid manifest URL for remote "${remote}".`);
  }
  const parsed = new URL(url, base);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`The remotes name a manifest for remote "${remote}" that is not http(s).`);
  }
  return parsed.href;
}

/** Every named remote's manifest URL; the browser needs all of them. */
export function parseRemotesConfig(
  json: unknown,
  names: readonly string[],
  base = window.location.href,
): RemotesConfig {
  const config: RemotesConfig = {};
  for (const name of names) config[name] = remoteManifestUrl(json, name, base);
  return config;
}

let composedConfigUnreadable = false;

/**
 * The manifest of every area of this page. A composed page carries the manifests its server used,
 * with the versions picked for this page (issue 31): they stay this page's, so no retry moves the
 * page to other builds. Otherwise (or when those cannot be read) the versions the discovery document
 * names (issue 48: a remote's root is never loaded; an entry without a version keeps its root, which
 * the pinned loads refuse).
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const areas = await loadPageAreas();
  const names = areas.remotes.map((remote) => remote.name);
  const composed = composedConfigUnreadable ? undefined : compositionData();
  if (composed) {
    try {
      return parseRemotesConfig(composed.remotes, names);
    } catch (error) {
      composedConfigUnreadable = true;
      throw error;
    }
  }
  return Object.fromEntries(areas.remotes.map((remote) => [remote.name, servedManifestOf(remote)]));
}
