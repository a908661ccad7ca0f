// @ts-check
/**
 * How long the agency keeps a contact message. One number, read by the delivery function (which
 * writes `expireAt` on every message), the local retention on the emulator (which removes expired messages)
 * and the privacy statement (which tells visitors). Plain JavaScript, so the Node store reads it too.
 */

export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;

/**
 * The collection the contact form writes to and the TTL policy (firestore.indexes.json) sweeps. Here,
 * not in mf-contact, so the platform's deploy config reads it by package name: the platform cannot
 * depend on a remote that depends on it for its build.
 */
export const CONTACT_MESSAGES_COLLECTION = 'contact_messages';

/** The field Firestore's TTL policy on CONTACT_MESSAGES_COLLECTION watches (firestore.indexes.json). */
export const EXPIRE_AT_FIELD = 'expireAt';

/**
 * When a message created at `createdAt` expires: the same moment, the retention period later (UTC
 * calendar months; the 31st of a shorter month becomes its last day).
 * @param {Date} createdAt
 * @param {number} [months]
 */
export function contactMessageExpiry(createdAt, months = CONTACT_MESSAGE_RETENTION_MONTHS) {
  const expiry = new Date(createdAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}
