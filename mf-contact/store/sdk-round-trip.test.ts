// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContactStore } from './contact-store.mjs';
import { readStoredDocuments } from './message-files.mjs';

// The production path end to end: this module, the shared Firebase app, the real Firestore lite
// SDK and the local store; only the emulator host points at the test's store.
let store: Awaited<ReturnType<typeof startContactStore>>;
let dataDir: string;
let sendContactMessage: typeof import('../src/lib/contact-message-sender').sendContactMessage;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-sender-test-'));
  store = await startContactStore({ port: 0, dataDir });
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', `127.0.0.1:${store.port}`);
  ({ sendContactMessage } = await import('../src/lib/contact-message-sender'));
  // The SDK logs every refused call; the refusals here are expected.
  setLogLevel('silent');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sendContactMessage', () => {
  it('adds the message to contact_messages with the server time as createdAt', async () => {
    await sendContactMessage({ name: 'Jan', email: 'jan@example.nl', phone: '06 12345678', message: 'Hallo!' });

    const [stored] = await readStoredDocuments(dataDir);
    expect(stored?.path).toMatch(/^contact_messages\/[A-Za-z0-9]{20}$/);
    expect(stored?.fields).toEqual({
      name: 'Jan',
      email: 'jan@example.nl',
      phone: '06 12345678',
      message: 'Hallo!',
      createdAt: stored?.storedAt,
    });
  });

  it('leaves the phone number out when there is none', async () => {
    await sendContactMessage({ name: 'Piet', email: 'piet@example.nl', message: 'Zonder nummer' });
    const stored = await readStoredDocuments(dataDir);
    expect(stored.find((document) => document.fields.name === 'Piet')?.fields).not.toHaveProperty('phone');
  });

  it('rejects with permission-denied when the rules refuse the message', async () => {
    await expect(
      sendContactMessage({ name: 'x'.repeat(101), email: 'jan@example.nl', message: 'Te lang' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await readStoredDocuments(dataDir)).toHaveLength(2);
  });
});
