import { SettingsError } from '@codekade/serving/settings';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DELIVERY_TIMING,
  type DeliveryRecord,
  type DocumentRefLike,
  deliveryTimingFromEnv,
  retryDelayMs,
  sweepUndelivered,
  sweepWindowMs,
  whyNotNow,
} from './delivery';

const timing = DEFAULT_DELIVERY_TIMING;
const minute = 60_000;
const record = (changes: Partial<DeliveryRecord>): DeliveryRecord => ({
  state: 'failed',
  attempts: 1,
  lastError: 'ECONNREFUSED',
  lastAttemptTime: new Date(0),
  leaseExpireTime: null,
  sentTime: null,
  messageId: null,
  maybeSentTwice: false,
  ...changes,
});

describe('delivery timing', () => {
  it('backs off 1, 2, 4 … minutes up to 2 hours, for about a day of attempts', () => {
    expect([1, 2, 3, 4, 7, 8, 17].map((attempts) => retryDelayMs(attempts, timing) / minute)).toEqual([
      1, 2, 4, 8, 64, 120, 120,
    ]);
    const total = Array.from({ length: timing.maxAttempts - 1 }, (_, index) => retryDelayMs(index + 1, timing)).reduce(
      (sum, delay) => sum + delay,
    );
    expect(total / (60 * minute)).toBeGreaterThan(20);
    expect(sweepWindowMs(timing)).toBeGreaterThan(total);
  });

  it('decides which messages may be attempted now', () => {
    const now = 10 * minute;
    const sweeping = { sweeping: true };
    const trigger = { sweeping: false };
    expect(whyNotNow(null, now, now, timing, trigger)).toBeNull();
    expect(whyNotNow(null, now - 30_000, now, timing, sweeping)).toBe('not-due');
    expect(whyNotNow(null, now - 3 * minute, now, timing, sweeping)).toBeNull();
    expect(whyNotNow(record({ state: 'sent' }), 0, now, timing, trigger)).toBe('already-sent');
    expect(whyNotNow(record({ state: 'sending', leaseExpireTime: new Date(now + 1) }), 0, now, timing, trigger)).toBe(
      'busy',
    );
    // A lease that lapsed (the instance died mid-send) is taken over.
    expect(whyNotNow(record({ state: 'sending', leaseExpireTime: new Date(now - 1) }), 0, now, timing, sweeping)).toBe(
      null,
    );
    expect(
      whyNotNow(record({ attempts: 3, lastAttemptTime: new Date(now - 3 * minute) }), 0, now, timing, sweeping),
    ).toBe('not-due');
    expect(
      whyNotNow(record({ attempts: 3, lastAttemptTime: new Date(now - 4 * minute) }), 0, now, timing, sweeping),
    ).toBe(null);
    expect(whyNotNow(record({ attempts: timing.maxAttempts }), 0, now, timing, sweeping)).toBe('gave-up');
  });
});

describe('timing from the environment', () => {
  it('is production timing unless a local run scales it down', () => {
    expect(deliveryTimingFromEnv({})).toEqual(DEFAULT_DELIVERY_TIMING);
    expect(deliveryTimingFromEnv({ CONTACT_DELIVERY_RETRY_MS: '500', CONTACT_DELIVERY_LEASE_MS: '3000' })).toEqual({
      ...DEFAULT_DELIVERY_TIMING,
      retryBaseMs: 500,
      retryMaxMs: 2000,
      pendingGraceMs: 1000,
      leaseMs: 3000,
    });
  });
});

describe('bad timing in the environment', () => {
  it('stops the functions with every bad value named, instead of running at production timing', () => {
    const start = () => deliveryTimingFromEnv({ CONTACT_DELIVERY_RETRY_MS: 'x', CONTACT_DELIVERY_LEASE_MS: '-1' });
    expect(start).toThrow(SettingsError);
    expect(start).toThrow(/^The contact functions cannot start: 2 settings are wrong\./);
    expect(start).toThrow('CONTACT_DELIVERY_RETRY_MS must be a whole number of milliseconds (1 or more), not "x".');
    expect(start).toThrow('CONTACT_DELIVERY_LEASE_MS must be a whole number of milliseconds (1 or more), not "-1".');
  });
});

describe('the sweep', () => {
  /** A message document whose claim either fails as given or finds the document gone. */
  const messageRef = (id: string, claimFails?: Error): DocumentRefLike & { claimed: boolean } => {
    const ref = {
      id,
      path: `contact_messages/${id}`,
      claimed: false,
      update: async () => undefined,
      firestore: {
        async runTransaction<T>(work: Parameters<DocumentRefLike['firestore']['runTransaction']>[0]): Promise<T> {
          ref.claimed = true;
          if (claimFails) throw claimFails;
          return (await work({
            get: async () => ({ exists: false, data: () => undefined }),
            update: () => undefined,
          })) as T;
        },
      },
    };
    return ref;
  };

  it('goes on past a message it cannot claim, and says which one the next sweep retries', async () => {
    const refs = [
      messageRef('a', new Error('10 ABORTED: Transaction lock timeout.')),
      messageRef('b'),
      messageRef('c'),
    ];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const counts = await sweepUndelivered({ createdSince: async () => refs }, vi.fn(), { log });
    expect(refs.map((ref) => ref.claimed)).toEqual([true, true, true]);
    expect(counts).toMatchObject({ 'not-attempted': 1, missing: 2 });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('next sweep retries it'), {
      document: 'contact_messages/a',
      error: 'Error: 10 ABORTED: Transaction lock timeout.',
    });
  });
});
