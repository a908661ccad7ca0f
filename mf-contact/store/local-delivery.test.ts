// @vitest-environment node
/**
 * The delivery path end to end on this machine, as `npm start` runs it: the Firestore lite SDK
 * writes to Google's Firestore emulator, the emulator delivers its document-created event to the
 * functions module production deploys (in a process of its own), nodemailer sends to a real SMTP
 * server (maildev), and the `delivery` record tells what happened. Timing is scaled down from
 * minutes to fractions of a second; the logic is production's.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalMail } from '@codekade/platform/local-mail';
import { contactMessageExpiry } from '@codekade/shared/contact-retention';
import { siteConfig } from '@codekade/shared/site-config';
import { setLogLevel } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationMessageId } from '../functions/src/notification-email';
import { LOCAL_PROJECT_ID, registerFirestoreTriggers } from './functions-process.mjs';
import { startLocalContact } from './local-site-contact.mjs';
import { adminFirestore, storedMessagesWith } from './test-firestore';
import { eventually, freePort, mailsWith } from './test-mail';

type Contact = Awaited<ReturnType<typeof startLocalContact>>;
type Mail = Awaited<ReturnType<typeof startLocalMail>>;

const LEASE_MS = 3_000;
let contact: Contact;
let dataDir: string;
let firestore: Firestore;
let mail: Mail | undefined;
let ports: { smtpPort: number; webPort: number };
let sendContactMessage: typeof import('../src/lib/contact-message-sender').sendContactMessage;
const apiUrl = () => `http://127.0.0.1:${ports.webPort}`;

async function storedWith(token: string) {
  const [document] = await storedMessagesWith(firestore, token);
  return document;
}

function delivery(document: Awaited<ReturnType<typeof storedWith>>) {
  return document?.get('delivery') as Record<string, unknown> | undefined;
}

/** Waits until the message holding `token` has the delivery state `state`. */
function eventuallyInState(token: string, state: string, timeoutMs = 30_000) {
  return eventually(
    async () => {
      const document = await storedWith(token);
      return delivery(document)?.state === state ? document : undefined;
    },
    timeoutMs,
    `a message in state ${state}`,
  );
}

beforeAll(async () => {
  ports = { smtpPort: await freePort(), webPort: await freePort() };
  mail = await startLocalMail({ ...ports, timeoutMs: 60_000 });
  const storePort = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'contact-delivery-test-'));
  contact = await startLocalContact({
    ...process.env,
    CONTACT_STORE_PORT: String(storePort),
    CONTACT_STORE_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}`,
    CONTACT_DELIVERY_RETRY_MS: '300',
    CONTACT_DELIVERY_LEASE_MS: String(LEASE_MS),
    CONTACT_DELIVERY_SWEEP_MS: '300',
  });
  firestore = adminFirestore(LOCAL_PROJECT_ID, contact.emulator.host);
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', contact.emulator.host);
  ({ sendContactMessage } = await import('../src/lib/contact-message-sender'));
  setLogLevel('silent');
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await firestore?.terminate();
  await contact?.close();
  await mail?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a stored message becomes one e-mail to the agency, on the emulator’s own events', () => {
  it('arrives once, from the site to the agency, answering goes to the visitor', async () => {
    const token = randomUUID();
    await sendContactMessage({
      name: 'Sanne de Vries',
      email: 'sanne@bakkerij.nl',
      phone: '020 123 45 67',
      message: `Een webshop graag. ${token}`,
    });

    const stored = await eventuallyInState(token, 'sent');
    const [caught, ...others] = await mailsWith(apiUrl(), token);
    expect(others).toEqual([]);
    expect(caught?.subject).toBe('Nieuw bericht via codekade.nl van Sanne de Vries');
    expect(caught?.to).toEqual([{ address: siteConfig.email, name: '' }]);
    expect(caught?.from).toEqual([siteConfig.notificationSender]);
    expect(caught?.replyTo).toEqual([{ address: 'sanne@bakkerij.nl', name: 'Sanne de Vries' }]);
    expect(caught?.text).toContain('020 123 45 67');
    expect(delivery(stored)).toMatchObject({ state: 'sent', attempts: 1, lastError: null, maybeSentTwice: false });
    expect(delivery(stored)?.messageId).toBe(notificationMessageId(stored?.ref.path ?? '', 'codekade.nl'));
    expect(stored?.get('expireAt').toMillis()).toBe(contactMessageExpiry(stored?.get('createdAt').toDate()).getTime());
    expect(stored?.data()).toMatchObject({ name: 'Sanne de Vries', email: 'sanne@bakkerij.nl' });
  }, 60_000);

  it('with the SMTP server down the message waits, is retried with backoff, and arrives once after it is back', async () => {
    await mail?.close();
    mail = undefined;
    const token = randomUUID();
    await sendContactMessage({ name: 'Geduld', email: 'geduld@example.nl', message: `Later graag. ${token}` });

    const failing = await eventually(
      async () => {
        const document = await storedWith(token);
        return Number(delivery(document)?.attempts) >= 3 ? document : undefined;
      },
      30_000,
      'three failed attempts',
    );
    expect(String(delivery(failing)?.lastError)).toMatch(/ECONNREFUSED|connect/i);
    expect(failing?.get('message')).toBe(`Later graag. ${token}`);

    mail = await startLocalMail({ ...ports, timeoutMs: 60_000 });
    const delivered = await eventuallyInState(token, 'sent');
    expect(Number(delivery(delivered)?.attempts)).toBeGreaterThanOrEqual(4);
    expect(delivery(delivered)?.maybeSentTwice).toBe(false);
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
  }, 120_000);

  it('a claim under a live lease is left alone; once the lease runs out it is resent and marked as possibly twice', async () => {
    const token = randomUUID();
    const ref = firestore.collection('contact_messages').doc(`lease${token.replaceAll('-', '').slice(0, 15)}`);
    // An instance claimed it and died before it wrote a result.
    const claimedAt = new Date();
    await ref.create({
      name: 'Lease',
      email: 'lease@example.nl',
      message: `Halverwege. ${token}`,
      createdAt: claimedAt,
      delivery: {
        state: 'sending',
        attempts: 1,
        lastError: null,
        lastAttemptTime: claimedAt,
        leaseExpireTime: new Date(claimedAt.getTime() + LEASE_MS),
        sentTime: null,
        messageId: null,
      },
    });
    const sent = await eventuallyInState(token, 'sent');
    // Taken over only after the lease ran out.
    const takenOverAt = delivery(sent)?.lastAttemptTime as { toMillis(): number } | undefined;
    expect(takenOverAt?.toMillis()).toBeGreaterThanOrEqual(claimedAt.getTime() + LEASE_MS);
    expect(delivery(sent)).toMatchObject({ attempts: 2, maybeSentTwice: true });
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
  }, 60_000);

  it('a kill of the functions during a burst loses no message; a resend carries the same Message-ID and says so', async () => {
    const burst = 20;
    const token = randomUUID();
    await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        sendContactMessage({ name: `Burst ${index}`, email: 'burst@example.nl', message: `Burst ${index} ${token}` }),
      ),
    );
    // As soon as the first e-mails go out, the functions' process dies mid-delivery (kill -9).
    await eventually(async () => ((await mailsWith(apiUrl(), token)).length > 0 ? true : undefined), 30_000);
    await contact.crashFunctions();

    const stored = await eventually(
      async () => {
        const documents = await storedMessagesWith(firestore, token);
        return documents.length === burst && documents.every((document) => delivery(document)?.state === 'sent')
          ? documents
          : undefined;
      },
      90_000,
      'every message of the burst sent',
    );
    const mails = await mailsWith(apiUrl(), token);
    for (const document of stored) {
      const copies = mails.filter((caught) => caught.text.includes(String(document.get('message'))));
      expect(copies.length).toBeGreaterThanOrEqual(1);
      // Every copy of one message has the one Message-ID: a mailbox folds them into one.
      const messageId = notificationMessageId(document.ref.path, 'codekade.nl');
      expect(new Set(copies.map((caught) => `<${(caught as { messageId?: string }).messageId}>`))).toEqual(
        new Set([messageId]),
      );
      // A second copy is only possible where the record says so.
      if (copies.length > 1) expect(delivery(document)?.maybeSentTwice).toBe(true);
    }
  }, 180_000);

  it('a trigger delivered twice (Eventarc delivers at least once) and the sweep beside it send one e-mail', async () => {
    await registerFirestoreTriggers(contact.emulator.origin, LOCAL_PROJECT_ID, contact.functions.triggers, '~again');
    const token = randomUUID();
    await sendContactMessage({ name: 'Dubbel', email: 'dubbel@example.nl', message: `Twee keer? ${token}` });
    const stored = await eventuallyInState(token, 'sent');
    expect(delivery(stored)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await mailsWith(apiUrl(), token)).toHaveLength(1);
  }, 60_000);
});
