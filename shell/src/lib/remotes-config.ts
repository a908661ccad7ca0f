import { REMOTE_NAMES, type RemotesConfig } from '@codekade/shared/contract';
import { compositionData } from './composition-data';

/** Where the deployed shell finds its remotes; served next to the shell, never compiled into it. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** Checks the fetched JSON and names exactly what is wrong, for the developer reading the console. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error(`${REMOTES_CONFIG_URL} must be a JSON object mapping remote names to manifest URLs.`);
  }
  const entries = json as Record<string, unknown>;
  const config: Partial<RemotesConfig> = {};
  for (const name of REMOTE_NAMES) {
    const url = entries[name];
    if (typeof url !== 'string' || !URL.canParse(url, window.location.href)) {
      throw new Error(`${REMOTES_CONFIG_URL} has no valid manifest URL for remote "${name}".`);
    }
    config[name] = new URL(url, window.location.href).href;
  }
  return config as RemotesConfig;
}

let composedConfigTaken = false;

export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  // A composed first page carries the config its server used; a retry fetches afresh.
  const composed = composedConfigTaken ? undefined : compositionData();
  composedConfigTaken = true;
  if (composed) return parseRemotesConfig(composed.remotes);
  // The config changes with every remote deployment, so never take it from the HTTP cache unchecked.
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered HTTP ${response.status}.`);
  return parseRemotesConfig(await response.json());
}
