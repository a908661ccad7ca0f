// @vitest-environment node
/**
 * A retry after a lost answer: the emulator saves the message, then the connection drops before the
 * answer reaches the browser (as after a `kill -9` of a proxy, or a phone losing its network).
 * Pressing again must not store the message twice, and must end in success.
 */
import { createServer, request, type Server } from 'node:http';
import { setLogLevel } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminFirestore, emulatorHost, storedMessagesWith } from './test-firestore';

let firestore: Firestore;
let proxy: Server;
/** How many of the next calls (commits and reads) the proxy forwards and then cuts off without an answer. */
let answersToLose = 0;
let sendContactMessage: typeof import('../src/lib/contact-message-sender').sendContactMessage;
let newMessageId: typeof import('../src/lib/contact-message-sender').newMessageId;

beforeAll(async () => {
  firestore = adminFirestore();
  const [host, port] = emulatorHost().split(':');
  proxy = createServer((req, res) => {
    const loseAnswer = answersToLose > 0;
    if (loseAnswer) answersToLose -= 1;
    const upstream = request(
      { host, port: Number(port), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (loseAnswer) {
          // Stored, but the browser never hears it.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  vi.stubEnv(
    'PUBLIC_FIRESTORE_EMULATOR_HOST',
    `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
  );
  ({ sendContactMessage, newMessageId } = await import('../src/lib/contact-message-sender'));
  setLogLevel('silent');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await firestore.terminate();
});

describe('a retry after a lost answer', () => {
  it('a send whose answer is lost asks for its id, finds it taken: success, one document', async () => {
    const messageId = newMessageId();
    answersToLose = 1;
    await sendContactMessage({ name: 'Jan', email: 'jan@example.nl', message: 'Eén keer' }, messageId);
    expect(await storedMessagesWith(firestore, messageId)).toHaveLength(1);
  });

  it('with the network gone after storing, the send fails; pressing again succeeds and stores nothing twice', async () => {
    const messageId = newMessageId();
    const message = { name: 'Jan', email: 'jan@example.nl', message: `Nog een keer? ${messageId}` };
    // The commit's answer and the check after it are both lost.
    answersToLose = 2;
    await expect(sendContactMessage(message, messageId)).rejects.toBeTruthy();
    const stored = await storedMessagesWith(firestore, messageId);
    expect(stored).toHaveLength(1);

    await expect(sendContactMessage(message, messageId)).resolves.toBeUndefined();
    await expect(sendContactMessage(message, messageId)).resolves.toBeUndefined();
    const afterRetries = await storedMessagesWith(firestore, messageId);
    expect(afterRetries).toHaveLength(1);
    expect(afterRetries[0]?.updateTime.isEqual(stored[0]?.updateTime ?? afterRetries[0].updateTime)).toBe(true);
    expect(stored[0]?.updateTime).toBeDefined();
  });

  it('still refuses a message the rules refuse, on the first send and on a retry', async () => {
    const messageId = newMessageId();
    const refused = { name: 'x'.repeat(101), email: 'jan@example.nl', message: 'Te lang' };
    await expect(sendContactMessage(refused, messageId)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(sendContactMessage(refused, messageId)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await storedMessagesWith(firestore, messageId)).toEqual([]);
  });

  it('message ids are 20 letters and digits, new for every message', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newMessageId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
