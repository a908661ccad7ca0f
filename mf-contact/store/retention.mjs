// @ts-check
/**
 * Retention on the local emulator, which has no TTL: like Firestore's TTL policy on
 * `contact_messages.expireAt` in production, it deletes the messages whose `expireAt` has passed
 * (the function runner does, when it starts and every hour). A message the delivery function has
 * not reached yet expires the retention period after its `createdAt`.
 */
import {
  CONTACT_MESSAGE_RETENTION_MONTHS,
  contactMessageExpiry,
  EXPIRE_AT_FIELD,
} from '@codekade/shared/contact-retention';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';

export const RETENTION_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * The oldest `createdAt` a message without `expireAt` may have at `now` and still be kept.
 * @param {Date} now
 */
export function oldestKeptCreation(now) {
  return contactMessageExpiry(now, -CONTACT_MESSAGE_RETENTION_MONTHS);
}

/**
 * Deletes every expired contact message through the Admin SDK.
 * @param {import('firebase-admin/firestore').Firestore} firestore
 * @param {Date} now
 * @returns {Promise<string[]>} the paths removed
 */
export async function removeExpiredMessages(firestore, now) {
  const collection = firestore.collection(CONTACT_MESSAGES_COLLECTION);
  const [expired, unreached] = await Promise.all([
    collection.where(EXPIRE_AT_FIELD, '<=', now).get(),
    collection.where('createdAt', '<', oldestKeptCreation(now)).get(),
  ]);
  const documents = [...expired.docs, ...unreached.docs.filter((document) => !document.get(EXPIRE_AT_FIELD))];
  await Promise.all(documents.map((document) => document.ref.delete()));
  return documents.map((document) => document.ref.path);
}
