// @ts-check
/**
 * The facts about the site's own visitor measurements that several parts share: the address pages
 * send their beacons to (the shell's browser code, the composer, the Hosting rewrite, the local
 * server), where the composer keeps the aggregates (Firestore, with a TTL policy) and how long (the
 * composer writes `expiresAt`, firestore.indexes.json declares the TTL, the privacy statement tells
 * visitors). Plain JavaScript, so the Node config generators read it too.
 */

/** First-party, short, with no query: the Hosting rewrite sends it to the composer service. */
export const BEACON_PATH = '/_m';

/** The collection of aggregate documents: one per remote, version, minute and composer instance. */
export const MEASUREMENTS_COLLECTION = 'measurements';

/** How long an aggregate is kept; Firestore's TTL policy deletes it afterwards (usually within a day). */
export const MEASUREMENT_RETENTION_DAYS = 30;

/** The field Firestore's TTL policy on `measurements` watches (firestore.indexes.json). */
export const MEASUREMENT_EXPIRES_AT_FIELD = 'expiresAt';

/**
 * When the aggregate of the minute starting at `minuteStart` expires.
 * @param {Date} minuteStart
 * @param {number} [days]
 */
export function measurementExpiry(minuteStart, days = MEASUREMENT_RETENTION_DAYS) {
  return new Date(minuteStart.getTime() + days * 24 * 60 * 60 * 1000);
}
