// @vitest-environment node
/**
 * A lead the site acknowledged survives a hard kill: the form's own sender (Firestore lite, REST)
 * writes a burst of messages to the contact part as `npm start` runs it, the Firestore emulator is
 * killed with SIGKILL the moment the last write is acknowledged (no export at a stop), and a new
 * contact part on the same data folder holds every one of them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { changesData, groupCommit } from './durable-store-front.mjs';
import { LOCAL_PROJECT_ID } from './functions-process.mjs';
import { startLocalContact } from './local-site-contact.mjs';
import { adminFirestore, storedMessagesWith } from './test-firestore';
import { freePort } from './test-mail';

type Contact = Awaited<ReturnType<typeof startLocalContact>>;

let dataDir: string;
let env: NodeJS.ProcessEnv;
let contact: Contact | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lead-durability-test-'));
  const storePort = await freePort();
  env = {
    ...process.env,
    CONTACT_STORE_PORT: String(storePort),
    CONTACT_STORE_DIR: dataDir,
    // Delivery is not under test: an SMTP port nobody listens on (messages wait, as with a mail outage).
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  };
  vi.stubEnv('PUBLIC_FIRESTORE_EMULATOR_HOST', `127.0.0.1:${storePort}`);
  setLogLevel('silent');
}, 30_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await contact?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

it('every acknowledged lead of a burst is still there after kill -9 of the emulator', async () => {
  contact = await startLocalContact(env);
  const { sendContactMessage } = await import('../src/lib/contact-message-sender');
  const token = randomUUID();
  const burst = Array.from({ length: 12 }, (_, index) =>
    sendContactMessage({
      name: `Lead ${index}`,
      email: `lead${index}@example.nl`,
      message: `Bericht ${index} ${token}`,
    }),
  );
  await Promise.all(burst);
  const lost = contact.lost;
  process.kill(contact.emulator.pid ?? 0, 'SIGKILL');
  await expect(lost).resolves.toMatch(/Firestore emulator stopped unexpectedly/);
  await contact.close();

  contact = await startLocalContact(env);
  expect(contact.emulator.imported).toBe(true);
  const firestore = adminFirestore(LOCAL_PROJECT_ID, contact.emulator.host);
  try {
    expect((await storedMessagesWith(firestore, token)).length).toBe(12);
  } finally {
    await firestore.terminate();
  }
}, 180_000);

it('writes wait for an export; reads and the export itself do not', () => {
  const commit = 'projects/p/databases/(default)/documents:commit';
  expect(changesData('POST', `/v1/${commit}`)).toBe(true);
  expect(changesData('POST', `/v1/${commit}?key=x`)).toBe(true);
  expect(changesData('PATCH', '/v1/projects/p/databases/(default)/documents/contact_messages/a')).toBe(true);
  expect(changesData('DELETE', '/emulator/v1/projects/p/databases/(default)/documents')).toBe(true);
  expect(changesData('GET', '/v1/projects/p/databases/(default)/documents/contact_messages/a')).toBe(false);
  expect(changesData('POST', '/v1/projects/p/databases/(default)/documents:runQuery')).toBe(false);
  expect(changesData('POST', '/v1/projects/p/databases/(default)/documents:batchGet')).toBe(false);
  expect(changesData('POST', '/emulator/v1/projects/p:export')).toBe(false);
  expect(changesData('OPTIONS', `/v1/${commit}`)).toBe(false);
});

it('callers during an export share the next one, which starts after it', async () => {
  const runs: Array<() => void> = [];
  const commit = groupCommit(() => new Promise<void>((done) => runs.push(done)));
  const first = commit();
  const second = commit();
  const third = commit();
  expect(runs).toHaveLength(1);
  runs[0]?.();
  await first;
  await vi.waitFor(() => expect(runs).toHaveLength(2));
  expect(second).toBe(third);
  runs[1]?.();
  await Promise.all([second, third]);
  expect(runs).toHaveLength(2);
});
