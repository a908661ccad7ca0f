// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactStoreOptionsFromEnv, DEFAULT_DATA_DIR, startContactStore } from './contact-store.mjs';
import { QUARANTINE_DIR, readStoredDocuments } from './message-files.mjs';

const PROJECT = 'demo-codekade';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const COMMIT_PATH = `/v1/${DATABASE}/documents:commit`;
/** The headers the Firestore lite SDK sends with every call. */
const SDK_HEADERS = {
  'Content-Type': 'text/plain',
  'google-cloud-resource-prefix': DATABASE,
  'x-goog-request-params': `project_id=${PROJECT}`,
  'X-Goog-Api-Client': 'gl-js/ fire/12.19.0',
};

type Store = Awaited<ReturnType<typeof startContactStore>>;
type Fields = Record<string, unknown>;

let counter = 0;
const newId = () => `test${Date.now().toString(36)}${(counter++).toString(36).padStart(4, '0')}`;
const documentName = (path: string) => `${DATABASE}/documents/${path}`;
const text = (value: string) => ({ stringValue: value });
const validFields = (): Fields => ({
  name: text('Jan Jansen'),
  email: text('jan@example.nl'),
  phone: text('+31 (0)6-12345678'),
  message: text('Wij willen een nieuwe webshop.'),
});
const createdAtTransform = { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' };

/** The write `addDoc` sends, with parts replaced per case. */
function addDocWrite({
  fields = validFields(),
  path = `contact_messages/${newId()}`,
  /** null: none */
  transforms = [createdAtTransform] as unknown[] | null,
  /** null: none */
  precondition = { exists: false } as unknown,
} = {}) {
  return {
    update: { name: documentName(path), fields },
    ...(transforms && { updateTransforms: transforms }),
    ...(precondition !== null && { currentDocument: precondition }),
  };
}

const withField = (name: string, value: unknown) => ({ ...validFields(), [name]: value });
const without = (name: string) => {
  const fields = validFields();
  delete fields[name];
  return fields;
};

interface Request {
  method?: string;
  path?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

const commit = (...writes: unknown[]): Request => ({ body: JSON.stringify({ writes }) });

let store: Store;
let dataDir: string;

async function send({ method = 'POST', path = COMMIT_PATH, body, headers = SDK_HEADERS }: Request) {
  const response = await fetch(`${store.origin}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined };
}

const storedCount = async () => (await readStoredDocuments(dataDir)).length;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-store-test-'));
  store = await startContactStore({ port: 0, dataDir, allowedOrigins: ['http://localhost:3000'] });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a valid commit (the call addDoc makes)', () => {
  it('is stored durably and answered like Firestore', async () => {
    const id = newId();
    const response = await send(commit(addDocWrite({ path: `contact_messages/${id}` })));

    expect(response.status).toBe(200);
    const { commitTime, writeResults } = response.json;
    expect(commitTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(writeResults).toEqual([{ updateTime: commitTime, transformResults: [{ timestampValue: commitTime }] }]);

    const [stored] = await readStoredDocuments(dataDir);
    expect(stored).toEqual({
      path: `contact_messages/${id}`,
      storedAt: commitTime,
      fields: {
        name: 'Jan Jansen',
        email: 'jan@example.nl',
        phone: '+31 (0)6-12345678',
        message: 'Wij willen een nieuwe webshop.',
        createdAt: commitTime,
      },
    });
    expect(await readdir(dataDir)).toHaveLength(1);
  });

  it('answers the CORS preflight with the SDK headers and nothing else', async () => {
    const response = await fetch(`${store.origin}${COMMIT_PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type,google-cloud-resource-prefix,x-goog-api-client,x-goog-request-params,x-firebase-gmpid,x-evil',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')?.split(', ');
    expect(allowed).toEqual([
      'content-type',
      'google-cloud-resource-prefix',
      'x-goog-api-client',
      'x-goog-request-params',
      'x-firebase-gmpid',
    ]);
  });
});

describe('bad input', () => {
  const existingId = 'seeded-message';
  const existing = `contact_messages/${existingId}`;
  const tooLong = (length: number) => 'x'.repeat(length);

  /** Each case is refused with this HTTP status and Firestore status, and stores nothing. */
  const badInputs: [name: string, request: () => Request, httpStatus: number, status: string][] = [
    // Missing fields
    ['missing name', () => commit(addDocWrite({ fields: without('name') })), 403, 'PERMISSION_DENIED'],
    ['missing email', () => commit(addDocWrite({ fields: without('email') })), 403, 'PERMISSION_DENIED'],
    ['missing message', () => commit(addDocWrite({ fields: without('message') })), 403, 'PERMISSION_DENIED'],
    ['missing createdAt', () => commit(addDocWrite({ transforms: null })), 403, 'PERMISSION_DENIED'],
    ['blank name', () => commit(addDocWrite({ fields: withField('name', text('   ')) })), 403, 'PERMISSION_DENIED'],
    ['empty message', () => commit(addDocWrite({ fields: withField('message', text('')) })), 403, 'PERMISSION_DENIED'],
    ['empty phone', () => commit(addDocWrite({ fields: withField('phone', text('')) })), 403, 'PERMISSION_DENIED'],
    // Control and invisible characters
    [
      'a name with NUL',
      () => commit(addDocWrite({ fields: withField('name', text('Jan\u0000')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a name with ESC',
      () => commit(addDocWrite({ fields: withField('name', text('\u001b[2JJan')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a name with a line break',
      () => commit(addDocWrite({ fields: withField('name', text('Jan\r\n── nep')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a name of zero-width spaces only',
      () => commit(addDocWrite({ fields: withField('name', text('\u200b\u200b')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a message of invisible characters only',
      () => commit(addDocWrite({ fields: withField('message', text('\u00a0\n\u2060')) })),
      403,
      'PERMISSION_DENIED',
    ],
    // Wrong types
    [
      'name as a number',
      () => commit(addDocWrite({ fields: withField('name', { integerValue: '42' }) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'email as null',
      () => commit(addDocWrite({ fields: withField('email', { nullValue: null }) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'message as a map',
      () => commit(addDocWrite({ fields: withField('message', { mapValue: { fields: { text: text('hoi') } } }) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'phone as a list',
      () => commit(addDocWrite({ fields: withField('phone', { arrayValue: { values: [text('06')] } }) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'createdAt as a string instead of the server time',
      () => commit(addDocWrite({ fields: withField('createdAt', text('2025-01-01T00:00:00Z')), transforms: null })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'createdAt as a client timestamp',
      () =>
        commit(
          addDocWrite({
            fields: withField('createdAt', { timestampValue: '2025-01-01T00:00:00Z' }),
            transforms: null,
          }),
        ),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'createdAt from an increment transform',
      () => commit(addDocWrite({ transforms: [{ fieldPath: 'createdAt', increment: { integerValue: '1' } }] })),
      403,
      'PERMISSION_DENIED',
    ],
    // Oversized and badly shaped values
    [
      'name of 101 characters',
      () => commit(addDocWrite({ fields: withField('name', text(tooLong(101))) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'email of 255 characters',
      () => commit(addDocWrite({ fields: withField('email', text(`${tooLong(244)}@example.nl`)) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'phone of 31 characters',
      () => commit(addDocWrite({ fields: withField('phone', text('0'.repeat(31))) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'message of 5001 characters',
      () => commit(addDocWrite({ fields: withField('message', text(tooLong(5001))) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'email without a domain',
      () => commit(addDocWrite({ fields: withField('email', text('jan@')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'email with a space',
      () => commit(addDocWrite({ fields: withField('email', text('jan jansen@example.nl')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'phone with letters',
      () => commit(addDocWrite({ fields: withField('phone', text('bel me maar')) })),
      403,
      'PERMISSION_DENIED',
    ],
    // Extra keys
    [
      'the honeypot field',
      () => commit(addDocWrite({ fields: withField('website', text('spam.example')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'an extra status field',
      () => commit(addDocWrite({ fields: withField('status', text('read')) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'an extra field set by a transform',
      () =>
        commit(
          addDocWrite({
            transforms: [createdAtTransform, { fieldPath: 'updatedAt', setToServerValue: 'REQUEST_TIME' }],
          }),
        ),
      403,
      'PERMISSION_DENIED',
    ],
    // Wrong collection or path
    ['another collection', () => commit(addDocWrite({ path: `messages/${newId()}` })), 403, 'PERMISSION_DENIED'],
    [
      'a subcollection',
      () => commit(addDocWrite({ path: `${existing}/replies/${newId()}` })),
      403,
      'PERMISSION_DENIED',
    ],
    // Update, delete and read attempts
    [
      'overwriting a stored message',
      () => commit(addDocWrite({ path: existing, precondition: null })),
      403,
      'PERMISSION_DENIED',
    ],
    ['replaying a stored message', () => commit(addDocWrite({ path: existing })), 403, 'PERMISSION_DENIED'],
    [
      'updateDoc on a stored message',
      () =>
        commit({
          update: { name: documentName(existing), fields: { message: text('gewijzigd') } },
          updateMask: { fieldPaths: ['message'] },
          currentDocument: { exists: true },
        }),
      403,
      'PERMISSION_DENIED',
    ],
    ['deleting a stored message', () => commit({ delete: documentName(existing) }), 403, 'PERMISSION_DENIED'],
    [
      'verifying (reading) a stored message',
      () => commit({ verify: documentName(existing) }),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a batch with one valid and one bad write',
      () => commit(addDocWrite(), addDocWrite({ fields: withField('name', text(tooLong(101))) })),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a query (read)',
      () => ({
        path: `/v1/${DATABASE}/documents:runQuery`,
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'contact_messages' }] } }),
      }),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a REST document read',
      () => ({ method: 'GET', path: `/v1/${DATABASE}/documents/${existing}` }),
      403,
      'PERMISSION_DENIED',
    ],
    [
      'a REST document delete',
      () => ({ method: 'DELETE', path: `/v1/${DATABASE}/documents/${existing}` }),
      403,
      'PERMISSION_DENIED',
    ],
    // Malformed requests
    ['malformed JSON', () => ({ body: '{"writes": [' }), 400, 'INVALID_ARGUMENT'],
    ['an empty body', () => ({ body: '' }), 400, 'INVALID_ARGUMENT'],
    ['a body that is not UTF-8', () => ({ body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }), 400, 'INVALID_ARGUMENT'],
    ['a JSON list as body', () => ({ body: '[]' }), 400, 'INVALID_ARGUMENT'],
    [
      'writes that are not a list',
      () => ({ body: JSON.stringify({ writes: addDocWrite() }) }),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'an unknown top-level name',
      () => ({ body: JSON.stringify({ writes: [addDocWrite()], force: true }) }),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a transaction id',
      () => ({ body: JSON.stringify({ writes: [addDocWrite()], transaction: 'abc' }) }),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a write with update and delete',
      () => commit({ ...addDocWrite(), delete: documentName(existing) }),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a value with two kinds',
      () => commit(addDocWrite({ fields: withField('name', { stringValue: 'Jan', integerValue: '1' }) })),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a raw JSON string as value',
      () => commit(addDocWrite({ fields: withField('name', 'Jan') })),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a reserved field name',
      () => commit(addDocWrite({ fields: withField('__name__', text('x')) })),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a document of another project',
      () =>
        commit({
          ...addDocWrite(),
          update: {
            name: `projects/other/databases/(default)/documents/contact_messages/${newId()}`,
            fields: validFields(),
          },
        }),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a collection path as document name',
      () => commit(addDocWrite({ path: 'contact_messages' })),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'an unknown server value',
      () => commit(addDocWrite({ transforms: [{ fieldPath: 'createdAt', setToServerValue: 'TOMORROW' }] })),
      400,
      'INVALID_ARGUMENT',
    ],
    [
      'a huge body',
      () => commit(addDocWrite({ fields: withField('message', text(tooLong(300_000))) })),
      413,
      'INVALID_ARGUMENT',
    ],
    // Other methods and paths
    ['GET on the commit call', () => ({ method: 'GET', path: COMMIT_PATH }), 405, 'INVALID_ARGUMENT'],
    [
      'PUT on a document',
      () => ({ method: 'PUT', path: `/v1/${DATABASE}/documents/${existing}`, body: '{}' }),
      405,
      'INVALID_ARGUMENT',
    ],
    ['an unknown path', () => ({ path: '/v1/hello' }), 404, 'NOT_FOUND'],
    [
      'another database',
      () => ({ path: `/v1/projects/${PROJECT}/databases/other/documents:commit`, body: '{}' }),
      404,
      'NOT_FOUND',
    ],
    [
      'an unsupported call',
      () => ({ path: `/v1/${DATABASE}/documents:beginTransaction`, body: '{}' }),
      404,
      'NOT_FOUND',
    ],
  ];

  it('has at least 30 cases', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(30);
  });

  const cases = badInputs.map(([name, request, httpStatus, status]) => ({ name, request, httpStatus, status }));

  it.each(cases)(
    'refuses $name (HTTP $httpStatus $status) and stores nothing',
    async ({ request, httpStatus, status }) => {
      const seeded = await send(commit(addDocWrite({ path: existing })));
      expect(seeded.status).toBe(200);
      const before = await readdir(dataDir);

      const response = await send(request());

      expect(response.status).toBe(httpStatus);
      expect(response.json).toEqual({ error: { code: httpStatus, message: expect.any(String), status } });
      expect(await readdir(dataDir)).toEqual(before);
      expect(await storedCount()).toBe(1);
    },
  );
});

describe('under load and across restarts', () => {
  it('stores 200 concurrent commits, none lost', async () => {
    const ids = Array.from({ length: 200 }, newId);
    const responses = await Promise.all(
      ids.map((id, index) =>
        send(
          commit(
            addDocWrite({ path: `contact_messages/${id}`, fields: withField('message', text(`Bericht ${index}`)) }),
          ),
        ),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(ids.map(() => 200));
    const stored = await readStoredDocuments(dataDir);
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((document) => document.path))).toEqual(
      new Set(ids.map((id) => `contact_messages/${id}`)),
    );
    const commitTimes = responses.map((response) => response.json.commitTime);
    expect(new Set(commitTimes).size).toBe(200);
  });

  it('keeps every message after a restart, and still knows their ids', async () => {
    const ids = [newId(), newId(), newId()];
    for (const id of ids)
      expect((await send(commit(addDocWrite({ path: `contact_messages/${id}` })))).status).toBe(200);
    await store.close();

    store = await startContactStore({ port: 0, dataDir });
    expect(await storedCount()).toBe(3);
    expect((await send(commit(addDocWrite({ path: `contact_messages/${ids[0]}` })))).status).toBe(403);
    expect((await send(commit(addDocWrite()))).status).toBe(200);
    expect(await storedCount()).toBe(4);
  });

  it('drops a write that was interrupted before it was acknowledged', async () => {
    await store.close();
    const leftover = join(dataDir, '.20250101000000000000-abc.json.123-0.tmp');
    await writeFile(leftover, '{"half":');
    store = await startContactStore({ port: 0, dataDir });
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe('an unreadable file in the data folder', () => {
  it.each([
    ['empty', ''],
    ['cut off', '{"path": "contact_messages/x", "stor'],
    ['not a document', '"hallo"'],
  ])('is set aside with a warning (%s); the store starts and keeps every other message', async (_case, content) => {
    const id = newId();
    expect((await send(commit(addDocWrite({ path: `contact_messages/${id}` })))).status).toBe(200);
    await store.close();
    const broken = '20250101000000000000-broken.json';
    await writeFile(join(dataDir, broken), content);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});

    store = await startContactStore({ port: 0, dataDir, allowedOrigins: ['http://localhost:3000'] });

    expect(warnings).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Contact store: set aside unreadable message file 20250101000000000000-broken\.json \(.+\); moved to .+quarantine/,
      ),
    );
    const quarantined = await readdir(join(dataDir, QUARANTINE_DIR));
    expect(quarantined).toEqual([expect.stringMatching(/^20250101000000000000-broken\.json\.\d+\.corrupt$/)]);
    expect(await readFile(join(dataDir, QUARANTINE_DIR, String(quarantined[0])), 'utf8')).toBe(content);
    expect(await storedCount()).toBe(1);
    // It still knows the stored id, and still stores new messages.
    expect((await send(commit(addDocWrite({ path: `contact_messages/${id}` })))).status).toBe(403);
    expect((await send(commit(addDocWrite()))).status).toBe(200);
    expect(await storedCount()).toBe(2);
  });
});

describe('npm run messages', () => {
  it('prints the stored messages newest first', async () => {
    for (const name of ['Eerste Afzender', 'Tweede Afzender']) {
      await send(commit(addDocWrite({ fields: withField('name', text(name)) })));
    }
    const { stdout } = await promisify(execFile)(process.execPath, [join(import.meta.dirname, 'print-messages.mjs')], {
      env: { ...process.env, CONTACT_STORE_DIR: dataDir },
    });
    expect(stdout).toContain('2 berichten');
    expect(stdout.indexOf('Tweede Afzender')).toBeLessThan(stdout.indexOf('Eerste Afzender'));
    expect(stdout).toContain('Wij willen een nieuwe webshop.');
  });

  it('stores files another program can read as JSON', async () => {
    await send(commit(addDocWrite()));
    const [file] = await readdir(dataDir);
    expect(JSON.parse(await readFile(join(dataDir, String(file)), 'utf8')).fields.email).toBe('jan@example.nl');
  });
});

describe('contactStoreOptionsFromEnv', () => {
  it('defaults to port 8080 and .data/contact-store at the repository root', () => {
    expect(contactStoreOptionsFromEnv({})).toEqual({ enabled: true, port: 8080, dataDir: DEFAULT_DATA_DIR });
    expect(DEFAULT_DATA_DIR).toMatch(/\.data[/\\]contact-store$/);
  });

  it('takes the port and directory from the environment, and "off" for the real emulator', () => {
    expect(contactStoreOptionsFromEnv({ CONTACT_STORE_PORT: '4480', CONTACT_STORE_DIR: '/tmp/inbox' })).toEqual({
      enabled: true,
      port: 4480,
      dataDir: '/tmp/inbox',
    });
    expect(contactStoreOptionsFromEnv({ CONTACT_STORE_PORT: 'off' }).enabled).toBe(false);
    expect(() => contactStoreOptionsFromEnv({ CONTACT_STORE_PORT: 'acht' })).toThrow(/CONTACT_STORE_PORT/);
  });
});
