import type { FirestoreQuery, QueryableFirestore, WhereOperator } from '@codekade/serving/measurements/version-figures';
import { fromFirestoreFields, toFirestoreFields, toFirestoreValue } from './firestore-values';

/**
 * The composer's Firestore client: the REST API over fetch. Reads have the Admin SDK's shape
 * (`collection().where().get()`), so code that reads takes either; writes are one atomic commit of
 * whole documents. It stays beside the Admin SDK the rest of the workspace uses because the SDK costs
 * the composer's cold start more than 100 ms (issue 49, point 5, measured with firebase-admin 13.10
 * and `preferRest`): its bundle grows from 2.8 to 7.9 MB and runs only with a `__dirname` shim
 * (google-gax looks for its protos beside its own files), importing it takes 257 → 484 ms (median of
 * 15), and the Cloud Run entry listens after 445 → 623 ms (median of 11, no Firestore) or 354 → 566 ms
 * (an emulator). The SDK's REST transport also asks for Google credentials against an emulator.
 */

export type { FirestoreQuery, QueryableFirestore, WhereOperator };

/** One document written whole: created, or replaced with exactly these fields. */
export interface DocumentWrite {
  collection: string;
  id: string;
  fields: Record<string, unknown>;
}

export interface FirestoreRest extends QueryableFirestore {
  commit(writes: readonly DocumentWrite[]): Promise<void>;
}

export interface FirestoreRestOptions {
  projectId: string;
  /** `host:port` of a local emulator (as FIRESTORE_EMULATOR_HOST); production otherwise. */
  emulatorHost?: string;
  /** An OAuth access token for production (see metadata-credentials.ts). */
  accessToken?: () => Promise<string>;
  fetch?: typeof fetch;
  /** How long one request may take. */
  timeoutMs?: number;
}

/** The REST API takes at most this many writes in one commit. */
const MAX_WRITES_PER_COMMIT = 500;

const OPERATORS: Record<WhereOperator, string> = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
};

interface Filter {
  field: string;
  operator: WhereOperator;
  value: unknown;
}

export function createFirestoreRest({
  projectId,
  emulatorHost,
  accessToken,
  fetch: fetchJson = fetch,
  timeoutMs = 10_000,
}: FirestoreRestOptions): FirestoreRest {
  if (!/^[a-z0-9-]{1,64}$/.test(projectId)) throw new Error(`"${projectId}" is not a Firestore project id.`);
  if (!emulatorHost && !accessToken) throw new Error('Firestore in production needs an access token source.');
  const database = `projects/${projectId}/databases/(default)`;
  const documentsName = `${database}/documents`;
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  const documentsUrl = `${origin}/v1/${documentsName}`;

  async function post(url: string, body: unknown): Promise<unknown> {
    // The emulator takes "owner" as an administrator's token, past the security rules, as the Admin SDK does.
    const token = emulatorHost ? 'owner' : await (accessToken as () => Promise<string>)();
    const response = await fetchJson(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Firestore answered HTTP ${response.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  function query(collection: string, filters: readonly Filter[]): FirestoreQuery {
    return {
      where: (field, operator, value) => query(collection, [...filters, { field, operator, value }]),
      async get() {
        const fieldFilters = filters.map(({ field, operator, value }) => ({
          fieldFilter: { field: { fieldPath: field }, op: OPERATORS[operator], value: toFirestoreValue(value) },
        }));
        const where =
          fieldFilters.length === 0
            ? undefined
            : fieldFilters.length === 1
              ? fieldFilters[0]
              : { compositeFilter: { op: 'AND', filters: fieldFilters } };
        const answer = await post(`${documentsUrl}:runQuery`, {
          structuredQuery: { from: [{ collectionId: collection }], ...(where ? { where } : {}) },
        });
        const rows = Array.isArray(answer) ? (answer as { document?: { name?: unknown; fields?: unknown } }[]) : [];
        return {
          docs: rows
            .filter((row) => typeof row.document?.name === 'string')
            .map(({ document }) => {
              const data = fromFirestoreFields(document?.fields);
              return { id: String(document?.name).split('/').pop() ?? '', data: () => data };
            }),
        };
      },
    };
  }

  return {
    collection: (path) => query(path, []),
    async commit(writes) {
      for (let start = 0; start < writes.length; start += MAX_WRITES_PER_COMMIT) {
        await post(`${documentsUrl}:commit`, {
          writes: writes.slice(start, start + MAX_WRITES_PER_COMMIT).map((write) => ({
            update: {
              name: `${documentsName}/${write.collection}/${write.id}`,
              fields: toFirestoreFields(write.fields),
            },
          })),
        });
      }
    },
  };
}
