// @ts-check
/**
 * What a stored contact message may contain. The form (browser), the local store (Node) and
 * /firestore.rules (production) all enforce these numbers and patterns; a unit test compares the
 * rules file with this module, so change them here and in firestore.rules together.
 * Plain JavaScript with JSDoc types, because Node runs the store without a TypeScript step.
 */

export const CONTACT_MESSAGES_COLLECTION = 'contact_messages';

/** Maximum length (UTF-16 code units, like String#length) of each text field. */
export const FIELD_LIMITS = Object.freeze({
  name: 100,
  // The longest address the e-mail standards allow.
  email: 254,
  phone: 30,
  message: 5000,
});

/** @typedef {keyof typeof FIELD_LIMITS} ContactTextField */

/** @type {readonly ContactTextField[]} */
export const REQUIRED_TEXT_FIELDS = Object.freeze(['name', 'email', 'message']);

/** @type {readonly ContactTextField[]} */
export const OPTIONAL_TEXT_FIELDS = Object.freeze(['phone']);

/** Set by the database to the time of the write (a server timestamp), never by the client. */
export const CREATED_AT_FIELD = 'createdAt';

/**
 * An address shaped like name at domain.tld: no spaces, one at sign, a dot-separated domain
 * without empty parts. Written so JavaScript and Firestore's RE2 read it the same way.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+([.][^\s@.]+)+$/;

/** Digits, spaces and + - ( ), the characters people write phone numbers with. */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;
