/**
 * The outbox of a contact message: its `delivery` record and the one way to change it. A message is
 * claimed in a transaction with a lease before the e-mail goes out, so a trigger that fires twice,
 * the sweep and a retry never send it twice; a failure is recorded and retried with backoff, and
 * after the last attempt logged at ERROR. The message fields themselves are never changed.
 *
 * Written against the few Firestore calls it needs (the Admin SDK's shape), so its logic is tested
 * without a database as well as on the emulator.
 */

import { contactDeliverySettings } from '@codekade/serving/contact-delivery-settings';
import { readSettings } from '@codekade/serving/settings';
import {
  CONTACT_MESSAGE_RETENTION_MONTHS,
  contactMessageExpiry,
  EXPIRE_AT_FIELD,
} from '@codekade/shared/contact-retention';
import type { ContactMessageFields } from './notification-email';
import { messageFields } from './stored-message';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

export interface DeliveryRecord {
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  lastAttemptTime: Date | null;
  leaseExpireTime: Date | null;
  sentTime: Date | null;
  /** The SMTP Message-ID of the e-mail that went out. */
  messageId: string | null;
  /**
   * True once an attempt's lease ran out without a recorded result: that attempt may have sent the
   * e-mail before its process died, so the agency may have it twice (with one Message-ID).
   */
  maybeSentTwice: boolean;
}

/** A Firestore timestamp (Admin SDK), a Date, or a time as text. */
type TimeValue = { toMillis(): number } | Date | string | null | undefined;

export interface DocumentSnapshotLike {
  readonly exists: boolean;
  data(): Record<string, unknown> | undefined;
}

export interface TransactionLike {
  get(ref: DocumentRefLike): Promise<DocumentSnapshotLike>;
  update(ref: DocumentRefLike, data: Record<string, unknown>): unknown;
}

export interface DatabaseLike {
  runTransaction<T>(work: (transaction: TransactionLike) => Promise<T>): Promise<T>;
}

export interface DocumentRefLike {
  readonly id: string;
  readonly path: string;
  readonly firestore: DatabaseLike;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export interface DeliveryTiming {
  /** How long a claim is exclusive; longer than the SMTP timeouts together. */
  leaseMs: number;
  /** Wait after the first failed attempt; doubled after each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** How old a message without any attempt must be before the sweep takes it from its trigger. */
  pendingGraceMs: number;
}

/** About 24 hours of attempts: after 1, 2, 4 … 64 minutes, then every 2 hours. */
export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = Object.freeze({
  leaseMs: 2 * 60_000,
  retryBaseMs: 60_000,
  retryMaxMs: 2 * 60 * 60_000,
  maxAttempts: 18,
  pendingGraceMs: 2 * 60_000,
});

/**
 * Production timing, or a scaled-down one for local runs and tests: CONTACT_DELIVERY_RETRY_MS sets
 * the first backoff (the grace is twice, the longest backoff four times it), CONTACT_DELIVERY_LEASE_MS
 * the lease. Neither is set in production. A bad value stops the functions with a SettingsError that
 * names it (a function that cannot start is seen; one that quietly ran at another timing is not).
 */
export function deliveryTimingFromEnv(env: Record<string, string | undefined>): DeliveryTiming {
  const { contactDeliveryRetryMs: retryMs, contactDeliveryLeaseMs: leaseMs } = readSettings(
    contactDeliverySettings,
    env,
    { runtime: 'The contact functions' },
  );
  return {
    ...DEFAULT_DELIVERY_TIMING,
    ...(retryMs !== undefined && { retryBaseMs: retryMs, retryMaxMs: 4 * retryMs, pendingGraceMs: 2 * retryMs }),
    ...(leaseMs !== undefined && { leaseMs }),
  };
}

export interface SentInfo {
  messageId?: string;
}

/** Sends one notification for the message fields of the document at `documentPath`; resolves with the SMTP message id. */
export type SendNotification = (
  message: ContactMessageFields,
  receivedAt: Date,
  documentPath: string,
) => Promise<SentInfo>;

export interface DeliveryLog {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export type AttemptOutcome = 'sent' | 'failed' | 'gave-up' | 'already-sent' | 'busy' | 'not-due' | 'missing';
/** What a sweep counts: each message's attempt, or none where claiming it failed. */
export type SweepOutcome = AttemptOutcome | 'not-attempted';

export function toMillis(value: TimeValue): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const millis = Date.parse(value);
    return Number.isNaN(millis) ? null : millis;
  }
  return typeof value.toMillis === 'function' ? value.toMillis() : null;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, timing: DeliveryTiming): number {
  return Math.min(timing.retryBaseMs * 2 ** Math.max(0, attempts - 1), timing.retryMaxMs);
}

function readDelivery(data: Record<string, unknown>): DeliveryRecord | null {
  const raw = data.delivery;
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const time = (value: unknown) => {
    const millis = toMillis(value as TimeValue);
    return millis === null ? null : new Date(millis);
  };
  const state = record.state;
  return {
    state: state === 'sending' || state === 'sent' || state === 'failed' ? state : 'pending',
    attempts: typeof record.attempts === 'number' ? record.attempts : 0,
    lastError: typeof record.lastError === 'string' ? record.lastError : null,
    lastAttemptTime: time(record.lastAttemptTime),
    leaseExpireTime: time(record.leaseExpireTime),
    sentTime: time(record.sentTime),
    messageId: typeof record.messageId === 'string' ? record.messageId : null,
    maybeSentTwice: record.maybeSentTwice === true,
  };
}

/** Why a message may not be attempted now, or null when it may. */
export function whyNotNow(
  delivery: DeliveryRecord | null,
  createdAtMs: number | null,
  now: number,
  timing: DeliveryTiming,
  { sweeping }: { sweeping: boolean },
): Exclude<AttemptOutcome, 'sent' | 'failed'> | null {
  if (!delivery || (delivery.state === 'pending' && delivery.attempts === 0)) {
    // The trigger takes a new message at once; the sweep only one its trigger seems to have missed.
    if (sweeping && createdAtMs !== null && now - createdAtMs < timing.pendingGraceMs) return 'not-due';
    return null;
  }
  if (delivery.state === 'sent') return 'already-sent';
  if (delivery.state === 'sending' && (delivery.leaseExpireTime?.getTime() ?? 0) > now) return 'busy';
  if (delivery.attempts >= timing.maxAttempts) return 'gave-up';
  const last = delivery.lastAttemptTime?.getTime() ?? 0;
  if (delivery.state === 'failed' && now - last < retryDelayMs(delivery.attempts, timing)) return 'not-due';
  return null;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500);
}

/**
 * One delivery attempt of one message: claim it (transaction, lease), send, record the outcome.
 * `now` is read at each step, so a long send is recorded at the time it ended.
 */
export async function attemptDelivery(
  ref: DocumentRefLike,
  send: SendNotification,
  {
    timing = DEFAULT_DELIVERY_TIMING,
    now = () => new Date(),
    sweeping = false,
    log,
  }: { timing?: DeliveryTiming; now?: () => Date; sweeping?: boolean; log: DeliveryLog },
): Promise<AttemptOutcome> {
  const claim = await ref.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.exists ? snapshot.data() : undefined;
    if (!data) return { outcome: 'missing' as const };
    const claimedAt = now();
    const createdAtMs = toMillis(data.createdAt as TimeValue);
    const previous = readDelivery(data);
    const refusal = whyNotNow(previous, createdAtMs, claimedAt.getTime(), timing, { sweeping });
    if (refusal) return { outcome: refusal };
    // A claim still 'sending' here has a lapsed lease: its attempt ended without a record.
    const lapsedAttempt = previous?.state === 'sending';
    const delivery: DeliveryRecord = {
      state: 'sending',
      attempts: (previous?.attempts ?? 0) + 1,
      lastError: previous?.lastError ?? null,
      lastAttemptTime: claimedAt,
      leaseExpireTime: new Date(claimedAt.getTime() + timing.leaseMs),
      sentTime: null,
      messageId: null,
      maybeSentTwice: (previous?.maybeSentTwice ?? false) || lapsedAttempt,
    };
    const receivedAt = new Date(createdAtMs ?? claimedAt.getTime());
    const update: Record<string, unknown> = { delivery };
    // Written by the server, never by the form: when Firestore's TTL policy deletes the message.
    if (data[EXPIRE_AT_FIELD] === undefined) update[EXPIRE_AT_FIELD] = contactMessageExpiry(receivedAt);
    transaction.update(ref, update);
    return { outcome: 'claimed' as const, delivery, lapsedAttempt, fields: messageFields(data), receivedAt };
  });
  if (claim.outcome !== 'claimed') return claim.outcome;

  const { delivery } = claim;
  if (claim.lapsedAttempt) {
    log.warn('Contact message may be e-mailed twice: an earlier attempt ended without a result; resending it.', {
      message: ref.path,
      attempts: delivery.attempts,
    });
  }
  try {
    const info = await send(claim.fields, claim.receivedAt, ref.path);
    await ref.update({
      delivery: {
        ...delivery,
        state: 'sent',
        lastError: null,
        leaseExpireTime: null,
        sentTime: now(),
        messageId: info.messageId ?? null,
      },
    });
    log.info('Contact message delivered.', { message: ref.path, attempts: delivery.attempts, smtpId: info.messageId });
    return 'sent';
  } catch (error) {
    const lastError = errorText(error);
    await ref.update({ delivery: { ...delivery, state: 'failed', lastError, leaseExpireTime: null } });
    const details = { message: ref.path, attempts: delivery.attempts, lastError };
    if (delivery.attempts >= timing.maxAttempts) {
      // What a Cloud Logging alert watches: the agency never got this message by e-mail.
      log.error('Contact message NOT delivered after the last attempt; read it in the console.', details);
      return 'gave-up';
    }
    log.warn(
      `Contact message delivery failed; retrying in ${Math.round(retryDelayMs(delivery.attempts, timing) / 1000)} s.`,
      details,
    );
    return 'failed';
  }
}

/** The sweep's view of the collection: messages created since a time. */
export interface MessageCollectionLike {
  createdSince(since: Date): Promise<DocumentRefLike[]>;
}

/** How far back the sweep looks: past the last attempt of the oldest message still being tried. */
export function sweepWindowMs(timing: DeliveryTiming): number {
  let total = timing.pendingGraceMs;
  for (let attempts = 1; attempts < timing.maxAttempts; attempts += 1) total += retryDelayMs(attempts, timing);
  return total + 2 * timing.leaseMs + 24 * 60 * 60_000;
}

/** Attempts every message of the window that is due: pending past its grace, failed past its backoff, or with a lapsed lease. */
export async function sweepUndelivered(
  messages: MessageCollectionLike,
  send: SendNotification,
  options: { timing?: DeliveryTiming; now?: () => Date; log: DeliveryLog },
): Promise<Record<SweepOutcome, number>> {
  const timing = options.timing ?? DEFAULT_DELIVERY_TIMING;
  const now = options.now ?? (() => new Date());
  const counts: Record<SweepOutcome, number> = {
    sent: 0,
    failed: 0,
    'gave-up': 0,
    'already-sent': 0,
    busy: 0,
    'not-due': 0,
    missing: 0,
    'not-attempted': 0,
  };
  const refs = await messages.createdSince(new Date(now().getTime() - sweepWindowMs(timing)));
  for (const ref of refs) {
    try {
      counts[await attemptDelivery(ref, send, { ...options, timing, now, sweeping: true })] += 1;
    } catch (error) {
      // One message that cannot be claimed now (a transaction that timed out on its lock, Firestore
      // unreachable for a moment) must not hold back the messages after it; the next sweep retries it.
      counts['not-attempted'] += 1;
      options.log.warn('Contact message sweep skipped a message it could not claim; the next sweep retries it.', {
        document: ref.path,
        error: String(error),
      });
    }
  }
  return counts;
}

export { CONTACT_MESSAGE_RETENTION_MONTHS };
