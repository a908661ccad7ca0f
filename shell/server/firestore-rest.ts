/**
 * The composer's one way to Firestore: listing a collection over the REST API, in the shape the
 * rollout reader takes (`collection(path).get()`). The composer's bundle is one self-contained file
 * and carries no Admin SDK. Against the local emulator it sends the emulator's `owner` token (server
 * code, past the rules); on Cloud Run a token of the service's own account from the metadata server.
 * What comes back is data from outside: decoded here, judged by `parseRolloutState`.
 */

export interface FirestoreRestOptions {
  projectId: string;
  /** `host:port` of the Firestore emulator; production Firestore when left out. */
  emulatorHost?: string;
  fetch?: typeof fetch;
  /** How long one request may take. */
  timeoutMs?: number;
}

const METADATA_TOKEN_URL = 'http://metadata.google.internal/computeMetadata/v1/instance/service-account/default/token';
/** More documents than a collection of one per remote ever holds. */
const PAGE_SIZE = 100;

/** A Firestore REST `Value` as plain JSON; anything unknown becomes undefined. */
export function decodeValue(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 20) return undefined;
  const field = value as Record<string, unknown>;
  if ('nullValue' in field) return null;
  if (typeof field.stringValue === 'string') return field.stringValue;
  if (typeof field.booleanValue === 'boolean') return field.booleanValue;
  if (typeof field.integerValue === 'string' || typeof field.integerValue === 'number') {
    return Number(field.integerValue);
  }
  if (typeof field.doubleValue === 'number' || typeof field.doubleValue === 'string') return Number(field.doubleValue);
  if (typeof field.timestampValue === 'string') return field.timestampValue;
  if ('mapValue' in field) return decodeFields((field.mapValue as { fields?: unknown } | null)?.fields, depth + 1);
  if ('arrayValue' in field) {
    const values = (field.arrayValue as { values?: unknown } | null)?.values;
    return Array.isArray(values) ? values.map((item) => decodeValue(item, depth + 1)) : [];
  }
  return undefined;
}

function decodeFields(fields: unknown, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (typeof fields !== 'object' || fields === null) return result;
  for (const [name, value] of Object.entries(fields)) result[name] = decodeValue(value, depth);
  return result;
}

export function createFirestoreRest({
  projectId,
  emulatorHost,
  fetch: fetchFn = fetch,
  timeoutMs = 2000,
}: FirestoreRestOptions) {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const documents = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/`;

  let kept: { token: string; until: number } | undefined;

  /** A token of the service's account, kept until a minute before it expires (about an hour). */
  async function token(): Promise<string> {
    if (emulatorHost) return 'owner';
    if (kept && Date.now() < kept.until) return kept.token;
    const response = await fetchFn(METADATA_TOKEN_URL, {
      headers: { 'Metadata-Flavor': 'Google' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new Error(`the metadata server gave no access token (HTTP ${response.status})`);
    }
    const seconds = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : 0;
    kept = { token: body.access_token, until: Date.now() + Math.min(seconds - 60, 3600) * 1000 };
    return kept.token;
  }

  return {
    collection(path: string) {
      return {
        async get() {
          const response = await fetchFn(`${documents}${encodeURIComponent(path)}?pageSize=${PAGE_SIZE}`, {
            headers: { Authorization: `Bearer ${await token()}` },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) throw new Error(`Firestore answered HTTP ${response.status} for ${path}`);
          const body = (await response.json()) as { documents?: unknown };
          const listed = Array.isArray(body?.documents) ? body.documents : [];
          const docs = listed.flatMap((document: unknown) => {
            const { name, fields } = (document ?? {}) as { name?: unknown; fields?: unknown };
            if (typeof name !== 'string') return [];
            const id = name.slice(name.lastIndexOf('/') + 1);
            return [{ id, data: () => decodeFields(fields) }];
          });
          return { docs };
        },
      };
    },
  };
}
