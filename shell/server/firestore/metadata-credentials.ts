/**
 * The Cloud Run service account's credentials, from the instance's metadata server
 * (https://cloud.google.com/run/docs/container-contract#metadata-server): an access token kept until
 * a minute before it expires, and the project id. Only used where `K_SERVICE` says this is Cloud Run.
 */
const METADATA = 'http://metadata.google.internal/computeMetadata/v1';
const HEADERS = { 'Metadata-Flavor': 'Google' };

async function metadata(path: string, fetchText: typeof fetch): Promise<string> {
  const response = await fetchText(`${METADATA}/${path}`, { headers: HEADERS, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`The metadata server answered HTTP ${response.status} for ${path}.`);
  return response.text();
}

export function metadataAccessToken(fetchText: typeof fetch = fetch): () => Promise<string> {
  let kept: { token: string; until: number } | undefined;
  return async () => {
    if (kept && Date.now() < kept.until) return kept.token;
    const answer = JSON.parse(await metadata('instance/service-accounts/default/token', fetchText)) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number') {
      throw new Error('The metadata server gave no access token.');
    }
    kept = { token: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 };
    return kept.token;
  };
}

export function metadataProjectId(fetchText: typeof fetch = fetch): Promise<string> {
  return metadata('project/project-id', fetchText).then((text) => text.trim());
}
