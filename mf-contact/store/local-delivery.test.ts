// @vitest-environment node
/**
 * The delivery path end to end on this machine: the Firestore lite SDK writes through the local
 * store, the store runs the functions module on the message, nodemailer sends to a real SMTP
 * server (maildev), and the `delivery` record tells what happened.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalMail } from '@codekade/platform/store/local-mail';
import { setLogLevel } from 'firebase/firestore/lite';
import { DocumentSnapshot } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessageExpiry } from '../../shared/src/contact-retention.mjs';
import { siteConfig } from '../../shared/src/site-config';
import * as functions from '../functions/src/index';
import { startContactStore } from './contact-store.mjs';
import { localDatabase } from './local-functions.mjs';
import { openMessageFiles, readStoredDocuments } from './message-files.mjs';
import { eventually, freePort, mailsWith } from './test-mail';

type Store = Awaited<ReturnType<typeof startContactStore>>;
type Mail = Awaited<ReturnType<typeof startLocalMail>>;

let dataDir: string;
let store: Store;
let mail: Mail | undefined;
let ports: { smtpPort: number; webPort: number };
let sendContactMessage: typeof import('../src/lib/contact-message-sender').sendContactMessage;
const apiUrl = () => `http://127.0.0.1:${ports.webPort}`;
const quietLog = { info: () => {}, warn: () => {}, error: vi.fn() };

/** Timing scaled down from minutes to a fraction of a second; the retry and sweep logic is production's. */
const TEST_TIMING = { retryBaseMs: 300, retryMaxMs: 1_200, pendingGraceMs: 1_000, leaseMs: 10_000, maxAttempts: 18 };

async function storedWith(token: string) {
  return (await readStoredDocuments(dataDir)).find((document) => String(document.fields.message).includes(token));
}

function delivery(document: Awaited<ReturnType<typeof storedWith>>) {
  return document?.fields.delivery as Record<string, unknown> | undefined;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-delivery-test-'));
  ports = { smtpPort: await freePort(), webPort: await freePort() };
  mail = await startLocalMail({ ...ports, timeoutMs: 60_000 });
  store = await startContactStore({
    port: 0,
    dataDir,
    delivery: {
      functions,
      smtpUrl: `smtp://127.0.0.1:${ports.smtpPort}`,
      timing: TEST_TIMING,
      sweepIntervalMs: 200,
      log: quietLog,
    },
  });
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', `127.0.0.1:${store.port}`);
  ({ sendContactMessage } = await import('../src/lib/contact-message-sender'));
  setLogLevel('silent');
}, 90_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await store?.close();
  await mail?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a stored message becomes one e-mail to the agency', () => {
  it('arrives once, from the site to the agency, answering goes to the visitor', async () => {
    const token = randomUUID();
    await sendContactMessage({
      name: 'Sanne de Vries',
      email: 'sanne@bakkerij.nl',
      phone: '020 123 45 67',
      message: `Een webshop graag. ${token}`,
    });

    const [caught, ...others] = await eventually(async () => {
      const mails = await mailsWith(apiUrl(), token);
      return mails.length > 0 ? mails : undefined;
    });
    expect(others).toEqual([]);
    expect(caught?.subject).toBe('Nieuw bericht via codekade.nl van Sanne de Vries');
    expect(caught?.to).toEqual([{ address: siteConfig.email, name: '' }]);
    expect(caught?.from).toEqual([siteConfig.notificationSender]);
    expect(caught?.replyTo).toEqual([{ address: 'sanne@bakkerij.nl', name: 'Sanne de Vries' }]);
    expect(caught?.text).toContain('020 123 45 67');
    expect(caught?.text).toContain(`KvK ${siteConfig.kvkNumber}`);

    const stored = await eventually(async () => {
      const document = await storedWith(token);
      return delivery(document)?.state === 'sent' ? document : undefined;
    });
    expect(delivery(stored)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(String(delivery(stored)?.messageId)).toMatch(/^<.+@.+>$/);
    expect(stored?.fields.expireAt).toBe(
      contactMessageExpiry(new Date(String(stored?.fields.createdAt))).toISOString(),
    );
    // The visitor's fields are as sent.
    expect(stored?.fields).toMatchObject({ name: 'Sanne de Vries', email: 'sanne@bakkerij.nl' });
  }, 30_000);

  it('a trigger delivered twice (and a sweep beside it) sends one e-mail', async () => {
    const token = randomUUID();
    await sendContactMessage({ name: 'Dubbel', email: 'dubbel@example.nl', message: `Twee keer? ${token}` });
    const stored = await eventually(() => storedWith(token));
    // Firestore delivers an event at least once: the same event again, at once, beside the store's own.
    await Promise.all([store.delivery?.redeliverEvent(stored.path), store.delivery?.redeliverEvent(stored.path)]);
    await eventually(async () => (delivery(await storedWith(token))?.state === 'sent' ? true : undefined));
    await store.delivery?.sweep();
    await new Promise((wait) => setTimeout(wait, 500));
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
    expect(delivery(await storedWith(token))).toMatchObject({ state: 'sent', attempts: 1 });
  }, 30_000);

  it('with the SMTP server down the message waits, is retried with backoff, and arrives once after it is back', async () => {
    await mail?.close();
    mail = undefined;
    const token = randomUUID();
    await sendContactMessage({ name: 'Geduld', email: 'geduld@example.nl', message: `Later graag. ${token}` });

    // The outage: attempts fail and are recorded, nothing is lost or changed.
    const failing = await eventually(
      async () => {
        const document = await storedWith(token);
        return Number(delivery(document)?.attempts) >= 3 ? document : undefined;
      },
      15_000,
      'three failed attempts',
    );
    expect(delivery(failing)).toMatchObject({ state: expect.stringMatching(/^(failed|sending)$/) });
    expect(String(delivery(failing)?.lastError)).toMatch(/ECONNREFUSED|connect/i);
    expect(failing?.fields.message).toBe(`Later graag. ${token}`);

    mail = await startLocalMail({ ...ports, timeoutMs: 60_000 });
    const delivered = await eventually(
      async () => {
        const document = await storedWith(token);
        return delivery(document)?.state === 'sent' ? document : undefined;
      },
      30_000,
      'delivery after the SMTP server is back',
    );
    expect(Number(delivery(delivered)?.attempts)).toBeGreaterThanOrEqual(4);
    await store.delivery?.sweep();
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
  }, 120_000);
});

describe('the deployed trigger, wrapped by firebase-functions-test', () => {
  it('claims the message of its event and sends it through the SMTP_URL secret', async () => {
    const files = await openMessageFiles(join(dataDir, 'wrapped'));
    const path = `contact_messages/${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const token = randomUUID();
    const createdAt = new Date().toISOString();
    await files.save(
      [
        {
          path,
          data: new Map<string, unknown>([
            ['name', 'Wrapped'],
            ['email', 'wrapped@example.nl'],
            ['message', `Via de wrapper ${token}`],
            ['createdAt', createdAt],
          ]),
        },
      ],
      createdAt,
    );
    const { ref } = localDatabase(files);
    const messageRef = ref(path);
    // An Admin SDK snapshot (so the test library passes it through as the event's data) whose
    // reference runs on the local store instead of Google's servers.
    const snapshot = Object.create(DocumentSnapshot.prototype, {
      exists: { value: true },
      id: { value: messageRef.id },
      ref: { value: messageRef },
    });
    const testEnvironment = functionsTest();
    try {
      const wrapped = testEnvironment.wrap(functions.deliverContactMessage);
      await wrapped({ data: snapshot, params: { messageId: messageRef.id } } as never);
    } finally {
      testEnvironment.cleanup();
    }
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
    expect((await files.read(path))?.fields.delivery).toMatchObject({ state: 'sent', attempts: 1 });
  }, 30_000);
});
