// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_RETENTION_MONTHS, contactMessageExpiry } from '../../shared/src/contact-retention.mjs';
import { startContactStore } from './contact-store.mjs';
import { openMessageFiles, readStoredDocuments } from './message-files.mjs';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-retention-test-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function storeMessage(id: string, createdAt: string, extra: Record<string, unknown> = {}) {
  const files = await openMessageFiles(dataDir);
  const data = new Map<string, unknown>(
    Object.entries({ name: id, email: `${id}@example.nl`, message: 'Hallo', createdAt, ...extra }),
  );
  await files.save([{ path: `contact_messages/${id}`, data }], createdAt);
}

describe('retention', () => {
  it('keeps a message for the retention period, to the day, across month ends', () => {
    expect(CONTACT_MESSAGE_RETENTION_MONTHS).toBe(12);
    expect(contactMessageExpiry(new Date('2025-05-01T09:30:00.000Z')).toISOString()).toBe('2026-05-01T09:30:00.000Z');
    expect(contactMessageExpiry(new Date('2024-02-29T12:00:00.000Z')).toISOString()).toBe('2025-02-28T12:00:00.000Z');
  });

  it('the store removes expired messages when it starts and on its timer, nothing else (moved clock)', async () => {
    await storeMessage('old', '2025-01-10T10:00:00.000000Z', { expireAt: '2026-01-10T10:00:00.000Z' });
    // Not reached by the delivery function yet: expires the retention period after createdAt.
    await storeMessage('olderNoExpiry', '2025-01-05T10:00:00.000000Z');
    await storeMessage('recent', '2025-06-01T10:00:00.000000Z', { expireAt: '2026-06-01T10:00:00.000Z' });

    let now = new Date('2026-02-01T00:00:00Z');
    const store = await startContactStore({ port: 0, dataDir, now: () => now, allowedOrigins: [] });
    try {
      expect((await readStoredDocuments(dataDir)).map((document) => document.fields.name)).toEqual(['recent']);
      now = new Date('2026-06-01T10:00:00Z');
      expect(await store.removeExpired()).toEqual(['contact_messages/recent']);
      expect(await readStoredDocuments(dataDir)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
