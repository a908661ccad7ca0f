import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@codekade/shared/contract';
import { compositionData } from './composition-data';

/** Where the deployed shell finds its remotes; served next to the shell, never compiled into it. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * The one reader of remotes.json, for the browser and the composer alike: the manifest URL it names
 * for `remote`, resolved against `base`, http(s) only. Names exactly what is wrong, for the developer.
 */
export function remoteManifestUrl(config: unknown, remote: RemoteName, base: string): string {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error(`${REMOTES_CONFIG_URL} must be a JSON object mapping remote names to manifest URLs.`);
  }
  const url = (config as Record<string, unknown>)[remote];
  if (typeof url !== 'string' || !URL.canParse(url, base)) {
    throw new Error(`${REMOTES_CONFIG_URL} has no valid manifest URL for remote "${remote}".`);
  }
  const parsed = new URL(url, base);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${REMOTES_CONFIG_URL} names a manifest for remote "${remote}" that is not http(s).`);
  }
  return parsed.href;
}

/** Every remote's manifest URL; the browser needs all of them. */
export function parseRemotesConfig(json: unknown, base = window.location.href): RemotesConfig {
  const config: Partial<RemotesConfig> = {};
  for (const name of REMOTE_NAMES) config[name] = remoteManifestUrl(json, name, base);
  return config as RemotesConfig;
}

let composedConfigUnreadable = false;

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // A composed page carries the config its server used, with the versions picked for this page
  // (issue 31): it stays this page's config, so no retry moves the page to other builds. Only a
  // composed config that cannot be read is replaced by a fetch of remotes.json.
  const composed = composedConfigUnreadable ? undefined : compositionData();
  if (composed) {
    try {
      return parseRemotesConfig(composed.remotes);
    } catch (error) {
      composedConfigUnreadable = true;
      throw error;
    }
  }
  // The config changes with every remote deployment, so never take it from the HTTP cache unchecked.
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered HTTP ${response.status}.`);
  return parseRemotesConfig(await response.json());
}
