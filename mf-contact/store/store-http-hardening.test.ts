// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findApp, localShellOrigins } from '@codekade/platform/apps';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFormOrigins, startContactStore } from './contact-store.mjs';
import { readStoredDocuments } from './message-files.mjs';

const DATABASE = 'projects/demo-codekade/databases/(default)';
const COMMIT_PATH = `/v1/${DATABASE}/documents:commit`;
const SHELL_ORIGIN = 'http://localhost:3000';
const FOREIGN_ORIGIN = 'http://localhost:4444';
const TIMEOUTS = { headersMs: 300, requestMs: 600, checkIntervalMs: 50 };

const addDocBody = () =>
  JSON.stringify({
    writes: [
      {
        update: {
          name: `${DATABASE}/documents/contact_messages/m${Math.random().toString(36).slice(2)}`,
          fields: {
            name: { stringValue: 'Jan' },
            email: { stringValue: 'jan@example.nl' },
            message: { stringValue: 'Hallo' },
          },
        },
        updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: false },
      },
    ],
  });

let store: Awaited<ReturnType<typeof startContactStore>>;
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-store-hardening-'));
  store = await startContactStore({ port: 0, dataDir, allowedOrigins: [SHELL_ORIGIN], timeouts: TIMEOUTS });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('CORS: only the site shell may call the store', () => {
  it('allows the shell origin by name, with Vary: Origin', async () => {
    const response = await fetch(`${store.origin}${COMMIT_PATH}`, {
      method: 'POST',
      headers: { Origin: SHELL_ORIGIN, 'Content-Type': 'text/plain' },
      body: addDocBody(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('gives a preflight from another origin no allow-origin', async () => {
    const response = await fetch(`${store.origin}${COMMIT_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it.each([FOREIGN_ORIGIN, 'null', 'http://localhost:3000.evil.example'])(
    'refuses a simple POST from %s and stores nothing',
    async (origin) => {
      const response = await fetch(`${store.origin}${COMMIT_PATH}`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
        body: addDocBody(),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect((await response.json()).error.status).toBe('PERMISSION_DENIED');
      expect(await readStoredDocuments(dataDir)).toEqual([]);
    },
  );

  it("allows by default the shell origins of the app list and the contact app's own page", async () => {
    const contactApp = findApp('mf-contact');
    expect(localFormOrigins()).toEqual([
      ...localShellOrigins(),
      `http://localhost:${contactApp?.port}`,
      `http://127.0.0.1:${contactApp?.port}`,
    ]);
    const defaults = await startContactStore({ port: 0, dataDir });
    try {
      for (const origin of localFormOrigins()) {
        const response = await fetch(`${defaults.origin}${COMMIT_PATH}`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
    } finally {
      await defaults.close();
    }
  });
});

describe('a malformed percent-escape in the path', () => {
  it.each(['%E0%A4%A', '%', 'demo%zz'])('is a Firestore-style 400 for project "%s", not a 500', async (project) => {
    const response = await fetch(`${store.origin}/v1/projects/${project}/databases/(default)/documents:commit`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 400, message: expect.stringMatching(/percent-escape/), status: 'INVALID_ARGUMENT' },
    });
  });
});

/** Opens a raw connection, sends `text` and resolves with the seconds until the server closes it. */
function secondsUntilClosed(text: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(store.port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ seconds: (performance.now() - started) / 1000, answer }));
  });
}

describe('timeouts hold', () => {
  // Allowed lateness: two checking intervals plus scheduling on a busy machine.
  const slack = (2 * TIMEOUTS.checkIntervalMs + 400) / 1000;

  it('closes a client that sends its headers too slowly', async () => {
    const { seconds, answer } = await secondsUntilClosed(`POST ${COMMIT_PATH} HTTP/1.1\r\nHost: store\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(TIMEOUTS.headersMs / 1000 - 0.05);
    expect(seconds).toBeLessThan(TIMEOUTS.headersMs / 1000 + slack);
  });

  it('closes a client whose body stalls, and stores nothing', async () => {
    const { seconds, answer } = await secondsUntilClosed(
      `POST ${COMMIT_PATH} HTTP/1.1\r\nHost: store\r\nContent-Length: 500\r\n\r\n{"writes": [`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(TIMEOUTS.requestMs / 1000 - 0.05);
    expect(seconds).toBeLessThan(TIMEOUTS.requestMs / 1000 + slack);
    expect(await readStoredDocuments(dataDir)).toEqual([]);
  });

  it('still serves a normal request after cutting off slow ones', async () => {
    await secondsUntilClosed(`POST ${COMMIT_PATH} HTTP/1.1\r\nHost: store\r\n`);
    const response = await fetch(`${store.origin}${COMMIT_PATH}`, { method: 'POST', body: addDocBody() });
    expect(response.status).toBe(200);
  });
});
