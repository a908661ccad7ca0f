// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGE_RETENTION_MONTHS, contactMessageExpiry } from '@codekade/shared/contact-retention';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredMessages } from './retention.mjs';
import { adminFirestore } from './test-firestore';

let firestore: Firestore;

beforeAll(() => {
  // A project of its own on the run's emulator: retention deletes across the whole collection.
  firestore = adminFirestore(`demo-retention-${randomUUID().slice(0, 8)}`);
});

afterAll(async () => {
  await firestore.terminate();
});

async function storeMessage(id: string, createdAt: string, expireAt?: string) {
  await firestore.doc(`contact_messages/${id}`).create({
    name: id,
    email: `${id}@example.nl`,
    message: 'Hallo',
    createdAt: new Date(createdAt),
    ...(expireAt && { expireAt: new Date(expireAt) }),
  });
}

async function storedNames() {
  const { docs } = await firestore.collection('contact_messages').get();
  return docs.map((document) => document.get('name')).sort();
}

describe('retention', () => {
  it('keeps a message for the retention period, to the day, across month ends', () => {
    expect(CONTACT_MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(contactMessageExpiry(new Date('2025-05-01T09:30:00.000Z')).toISOString()).toBe('2026-05-01T09:30:00.000Z');
    expect(contactMessageExpiry(new Date('2024-02-29T12:00:00.000Z')).toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });

  it('deletes expired messages on the emulator, nothing else (moved clock)', async () => {
    await storeMessage('old', '2025-01-10T10:00:00Z', '2026-01-10T10:00:00Z');
    // Not reached by the delivery function yet: expires the retention period after createdAt.
    await storeMessage('olderNoExpiry', '2025-01-05T10:00:00Z');
    await storeMessage('youngNoExpiry', '2025-03-05T10:00:00Z');
    await storeMessage('recent', '2025-06-01T10:00:00Z', '2026-06-01T10:00:00Z');

    const removed = await removeExpiredMessages(firestore, new Date('2026-02-01T00:00:00Z'));
    expect(removed.sort()).toEqual(['contact_messages/old', 'contact_messages/olderNoExpiry']);
    expect(await storedNames()).toEqual(['recent', 'youngNoExpiry']);

    expect(await removeExpiredMessages(firestore, new Date('2026-06-01T10:00:00Z'))).toEqual(
      expect.arrayContaining(['contact_messages/recent', 'contact_messages/youngNoExpiry']),
    );
    expect(await storedNames()).toEqual([]);
  });
});
