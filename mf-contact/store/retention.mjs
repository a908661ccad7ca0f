// @ts-check
/**
 * The local store's TTL: like Firestore's TTL policy on `contact_messages.expireAt`, it deletes
 * messages whose `expireAt` has passed (when the store starts and every hour). A message the
 * delivery function has not reached yet expires the retention period after its `createdAt`.
 */
import { contactMessageExpiry, EXPIRE_AT_FIELD } from '../../shared/src/contact-retention.mjs';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';

export const RETENTION_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * @param {{ expireAt?: unknown, createdAt?: unknown }} fields
 * @returns {number | null} when the message expires, in ms since 1970
 */
export function expiryOf(fields) {
  const expireAt = typeof fields[EXPIRE_AT_FIELD] === 'string' ? Date.parse(fields[EXPIRE_AT_FIELD]) : Number.NaN;
  if (!Number.isNaN(expireAt)) return expireAt;
  const createdAt = typeof fields.createdAt === 'string' ? Date.parse(fields.createdAt) : Number.NaN;
  return Number.isNaN(createdAt) ? null : contactMessageExpiry(new Date(createdAt)).getTime();
}

/**
 * Removes every expired contact message.
 * @param {Awaited<ReturnType<typeof import('./message-files.mjs').openMessageFiles>>} files
 * @param {Date} now
 * @returns {Promise<string[]>} the paths removed
 */
export async function removeExpiredMessages(files, now) {
  const removed = [];
  for (const path of files.paths()) {
    if (!path.startsWith(`${CONTACT_MESSAGES_COLLECTION}/`)) continue;
    const document = await files.read(path);
    const expiry = document ? expiryOf(document.fields) : null;
    if (expiry !== null && expiry <= now.getTime()) {
      await files.remove(path);
      removed.push(path);
    }
  }
  return removed;
}
