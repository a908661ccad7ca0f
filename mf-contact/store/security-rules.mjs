// @ts-check
/**
 * The database's security rules for the local store: the same decisions /firestore.rules makes in
 * production, in one function. Deny by default; `contact_messages/{id}` allows create only, with
 * exactly the allowed keys, required strings within the bounds and `createdAt == request.time`,
 * and a get only of an id that holds no message.
 */
import {
  CONTACT_MESSAGES_COLLECTION,
  CREATED_AT_FIELD,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  HAS_INVISIBLE,
  INVISIBLE_ONLY,
  MULTI_LINE_FIELDS,
  MULTI_LINE_TEXT,
  OPTIONAL_TEXT_FIELDS,
  PHONE_PATTERN,
  REQUIRED_TEXT_FIELDS,
  SINGLE_LINE_TEXT,
} from '../src/lib/contact-message-limits.mjs';

/**
 * @typedef {import('@codekade/platform/store/firestore-values').DecodedMap} DecodedMap
 * @typedef {import('@codekade/platform/store/firestore-values').Timestamp} Timestamp
 * @typedef {'get' | 'list' | 'create' | 'update' | 'delete'} RuleMethod
 * @typedef {object} RuleRequest
 * @property {RuleMethod} method
 * @property {readonly string[]} path document path below `/documents`, e.g. ['contact_messages', 'a1b2']
 * @property {DecodedMap} [data] `request.resource.data`: the document as it would be after the write
 * @property {Timestamp} time `request.time`
 * @property {boolean} [exists] whether the document exists (`resource != null`)
 */

const ALLOWED_KEYS = new Set([...REQUIRED_TEXT_FIELDS, ...OPTIONAL_TEXT_FIELDS, CREATED_AT_FIELD]);

/**
 * @param {RuleRequest} request
 * @returns {string | null} why the rules deny the request, or null when they allow it
 */
export function ruleDenial({ method, path, data = new Map(), time, exists = false }) {
  const isContactMessage = path.length === 2 && path[0] === CONTACT_MESSAGES_COLLECTION;
  if (!isContactMessage) return `No rule allows ${method} on /${path.join('/')}.`;
  // `allow get: if resource == null`: the form may learn that its message id is still free; a
  // stored message is never read (a retry that is refused for it knows it was stored).
  if (method === 'get') return exists ? 'Contact messages cannot be read.' : null;
  if (method !== 'create') return `Contact messages allow create only, not ${method}.`;
  return contactMessageProblem(data, time);
}

/**
 * The create condition of `contact_messages` (`isContactMessage` in firestore.rules).
 * @param {DecodedMap} data
 * @param {Timestamp} requestTime
 * @returns {string | null}
 */
function contactMessageProblem(data, requestTime) {
  for (const key of data.keys()) {
    if (!ALLOWED_KEYS.has(key)) return `Field "${key}" is not allowed.`;
  }
  for (const field of REQUIRED_TEXT_FIELDS) {
    const problem = textProblem(field, data.get(field));
    if (problem) return problem;
  }
  const email = /** @type {string} */ (data.get('email'));
  if (!EMAIL_PATTERN.test(email) || HAS_INVISIBLE.regExp.test(email)) return 'Field "email" is not an e-mail address.';
  for (const field of OPTIONAL_TEXT_FIELDS) {
    if (!data.has(field)) continue;
    const problem = textProblem(field, data.get(field));
    if (problem) return problem;
  }
  const phone = data.get('phone');
  if (typeof phone === 'string' && !PHONE_PATTERN.test(phone)) return 'Field "phone" is not a phone number.';
  if (!requestTime.equals(data.get(CREATED_AT_FIELD))) return `Field "${CREATED_AT_FIELD}" must be request.time.`;
  return null;
}

/**
 * `isText` in firestore.rules, and `isLine` for every field but the message.
 * @param {import('../src/lib/contact-message-limits.mjs').ContactTextField} field
 * @param {unknown} value
 * @returns {string | null}
 */
function textProblem(field, value) {
  if (typeof value !== 'string') return `Field "${field}" must be a string.`;
  if (value.length > FIELD_LIMITS[field]) return `Field "${field}" is longer than ${FIELD_LIMITS[field]} characters.`;
  const allowedCharacters = MULTI_LINE_FIELDS.includes(field) ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
  if (!allowedCharacters.regExp.test(value)) return `Field "${field}" contains a control character.`;
  if (INVISIBLE_ONLY.regExp.test(value)) return `Field "${field}" must contain a visible character.`;
  return null;
}
