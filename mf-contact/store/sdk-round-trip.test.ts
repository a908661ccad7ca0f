// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore/lite';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminFirestore, emulatorHost, storedMessagesWith } from './test-firestore';

// The production path end to end: this module, the shared Firebase app, the real Firestore lite
// SDK and Google's Firestore emulator with firestore.rules; only the host is the test run's.
let firestore: Firestore;
const token = randomUUID();
let sendContactMessage: typeof import('../src/lib/contact-message-sender').sendContactMessage;

beforeAll(async () => {
  firestore = adminFirestore();
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', emulatorHost());
  ({ sendContactMessage } = await import('../src/lib/contact-message-sender'));
  // The SDK logs every refused call; the refusals here are expected.
  setLogLevel('silent');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await firestore.terminate();
});

describe('sendContactMessage', () => {
  it('adds the message to contact_messages with the server time as createdAt', async () => {
    await sendContactMessage({
      name: 'Jan',
      email: 'jan@example.nl',
      phone: '06 12345678',
      message: `Hallo! ${token}`,
    });

    const [stored] = await storedMessagesWith(firestore, token);
    expect(stored?.ref.path).toMatch(/^contact_messages\/[A-Za-z0-9]{20}$/);
    const { createdAt, ...fields } = stored?.data() ?? {};
    expect(fields).toEqual({ name: 'Jan', email: 'jan@example.nl', phone: '06 12345678', message: `Hallo! ${token}` });
    // The server's time of the request (request.time in the rules), not the browser's.
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(createdAt.toMillis()).toBeLessThanOrEqual(stored?.createTime.toMillis() ?? 0);
  });

  it('leaves the phone number out when there is none', async () => {
    await sendContactMessage({ name: 'Piet', email: 'piet@example.nl', message: `Zonder nummer ${token}` });
    const stored = await storedMessagesWith(firestore, token);
    expect(stored.find((document) => document.get('name') === 'Piet')?.data()).not.toHaveProperty('phone');
  });

  it('rejects with permission-denied when the rules refuse the message', async () => {
    await expect(
      sendContactMessage({ name: 'x'.repeat(101), email: 'jan@example.nl', message: `Te lang ${token}` }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await storedMessagesWith(firestore, token)).toHaveLength(2);
  });
});
