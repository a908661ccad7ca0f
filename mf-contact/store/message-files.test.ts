// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMessageFiles } from './message-files.mjs';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'message-files-test-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the store’s files', () => {
  it('a read while a document is still being written does not forget that it exists', async () => {
    const files = await openMessageFiles(dataDir);
    const path = 'contact_messages/abc';
    const saving = files.save([{ path, data: new Map([['name', 'Jan']]) }], '2025-05-01T09:30:00.000000Z');
    // The delivery sweep reads every known path; this one is not on disk yet.
    await files.read(path);
    await saving;
    expect(files.has(path)).toBe(true);
    expect((await files.read(path))?.fields).toEqual({ name: 'Jan' });
  });

  it('updates set top-level fields of a stored document and keep the others', async () => {
    const files = await openMessageFiles(dataDir);
    const path = 'contact_messages/def';
    await files.save([{ path, data: new Map([['name', 'Jan']]) }], '2025-05-01T09:30:00.000000Z');
    expect(await files.update(path, { delivery: { state: 'sent' }, expireAt: new Date('2026-05-01T09:30:00Z') })).toBe(
      true,
    );
    expect((await files.read(path))?.fields).toEqual({
      name: 'Jan',
      delivery: { state: 'sent' },
      expireAt: '2026-05-01T09:30:00.000Z',
    });
    await files.remove(path);
    expect(await files.read(path)).toBeNull();
    expect(await files.update(path, { delivery: null })).toBe(false);
  });
});
