// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, inject, it, vi } from 'vitest';
import { createRolloutSource } from '../rollout-source';
import { createFirestoreRest } from './firestore-rest';
import { fromFirestoreValue } from './firestore-values';
import { metadataAccessToken } from './metadata-credentials';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}

// The emulator's first answers are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const projectId = 'demo-composer-rollouts';

/** A plain value as a Firestore REST `Value`, as the Admin SDK would store it. */
function encode(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
}
const encodeFields = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, encode(value)]));

async function store(id: string, fields: Record<string, unknown>) {
  const host = inject('firestoreEmulatorHost');
  const url = `http://${host}/v1/projects/${projectId}/databases/(default)/documents/rollouts/${id}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: encodeFields(fields) }),
  });
  expect(response.ok).toBe(true);
}

const figures = {
  pageViews: 210,
  loadFailures: 0,
  recoveries: 1,
  errors: 2,
  integrityFailures: 0,
  lcpP75: 812.5,
  inpP75: null,
  clsP75: 0.04,
};
const homeState = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: 'build-2',
  share: 25,
  stage: 1,
  stageStartedAt: '2026-11-24T10:00:00.000Z',
  lastDecision: {
    at: '2026-11-24T10:00:00.000Z',
    remote: 'mf_home',
    candidate: 'build-2',
    outcome: 'advance',
    reason: 'held for the window',
    stable: figures,
    candidateFigures: figures,
  },
};

describe("the composer's rollout states over Firestore's REST API", () => {
  it('reads a stored state whole and leaves out hostile documents', async () => {
    await store('mf_home', homeState);
    await store('mf_about', { ...homeState, remote: 'mf_about', share: 250 });
    await store('mf_services', { ...homeState, remote: 'mf_services', stable: '../../etc' });
    await store('not_a_remote', homeState);
    const warn = vi.fn();
    // A generous timeout: this test is about what is read, and a loaded machine's emulator answers slowly.
    const states = await createRolloutSource({
      projectId,
      emulatorHost: inject('firestoreEmulatorHost'),
      warn,
      timeoutMs: 30_000,
    })();
    expect([...states.keys()]).toEqual(['mf_home']);
    expect(states.get('mf_home')).toEqual(homeState);
    expect(warn).toHaveBeenCalledTimes(2);
  }, 60_000);

  it('fails as an Error, never a page, when Firestore answers badly', async () => {
    const answers = [new Response('no', { status: 503 }), Response.json({ documents: 'x' }), Response.json([{}, 7])];
    for (const answer of answers) {
      const client = createFirestoreRest({ projectId, emulatorHost: '127.0.0.1:1', fetch: async () => answer });
      const read = client.collection('rollouts').get();
      if (answer.ok) expect((await read).docs).toEqual([]);
      else await expect(read).rejects.toThrow('HTTP 503');
    }
  });

  it("asks production Firestore with the service account's token, kept until it nearly expires", async () => {
    const asked: string[] = [];
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(String(url));
      if (String(url).startsWith('http://metadata.google.internal/')) {
        expect(new Headers(init?.headers).get('Metadata-Flavor')).toBe('Google');
        return Response.json({ access_token: 'token-1', expires_in: 3599 });
      }
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
      return Response.json({});
    });
    const client = createFirestoreRest({
      projectId: 'codekade-site',
      accessToken: metadataAccessToken(fetchFn as typeof fetch),
      fetch: fetchFn as typeof fetch,
    });
    await client.collection('rollouts').get();
    await client.collection('rollouts').get();
    expect(asked.filter((url) => url.includes('metadata'))).toHaveLength(1);
    expect(asked[1]).toBe(
      'https://firestore.googleapis.com/v1/projects/codekade-site/databases/(default)/documents:runQuery',
    );
  });

  it('decodes any value without throwing, however deep', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fromFirestoreValue(value);
      }),
    );
    let deep: unknown = { stringValue: 'bottom' };
    for (let level = 0; level < 100_000; level += 1) deep = { arrayValue: { values: [deep] } };
    expect(() => fromFirestoreValue(deep)).not.toThrow();
    expect(fromFirestoreValue({ mapValue: { fields: { a: { integerValue: '3' }, b: { arrayValue: {} } } } })).toEqual({
      a: 3,
      b: [],
    });
  });
});
