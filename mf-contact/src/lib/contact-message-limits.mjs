// @ts-check
/**
 * What a stored contact message may contain: the fields' limits, from their declaration
 * (contact-fields.mjs), and the character patterns of every kind of field, which the form
 * (JavaScript) and /firestore.rules (RE2; written from this module by `pnpm contact:fields`) both
 * enforce. Unit tests run the rules' patterns in RE2 against the JavaScript ones.
 * Plain JavaScript with JSDoc types, because Node scripts (retention, npm run messages) read it too.
 */
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS } from './contact-fields.mjs';

/** The contact team's collection, kept beside the retention rule its TTL index applies. */
export { CONTACT_MESSAGES_COLLECTION } from '@codekade/shared/contact-retention';

/** @typedef {import('./contact-fields.mjs').ContactFormField} ContactTextField */

/** Maximum length (UTF-16 code units, like String#length) of each text field. */
export const FIELD_LIMITS = /** @type {{ readonly [K in ContactTextField]: number }} */ (
  Object.freeze(Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, CONTACT_FIELDS[field].maxLength])))
);

/** @param {(field: ContactTextField) => boolean} test */
const fieldsWhere = (test) => Object.freeze(CONTACT_FIELD_NAMES.filter(test));

/** @type {readonly ContactTextField[]} */
export const REQUIRED_TEXT_FIELDS = fieldsWhere((field) => CONTACT_FIELDS[field].required);

/** @type {readonly ContactTextField[]} */
export const OPTIONAL_TEXT_FIELDS = fieldsWhere((field) => !CONTACT_FIELDS[field].required);

/** Set by the database to the time of the write (a server timestamp), never by the client. */
export const CREATED_AT_FIELD = 'createdAt';

/** @typedef {readonly [first: number, last: number]} CodePointRange */

/**
 * C0 controls, DEL and C1 controls: nothing a visitor types, and what terminals act on.
 * @type {readonly CodePointRange[]}
 */
const CONTROL_CHARACTERS = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
];

/**
 * The message may hold tabs and line feeds (a textarea gives line breaks as line feeds only).
 * @type {readonly CodePointRange[]}
 */
const MESSAGE_CONTROL_CHARACTERS = [
  [0x00, 0x08],
  [0x0b, 0x1f],
  [0x7f, 0x9f],
];

/**
 * Characters that show nothing on their own: controls, every kind of space, zero-width and
 * joiner characters, direction marks and overrides, fillers, variation selectors and tags.
 * @type {readonly CodePointRange[]}
 */
const INVISIBLE_CHARACTERS = [
  [0x00, 0x20],
  [0x7f, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

/**
 * A regular expression in the two dialects that enforce it: JavaScript (the form)
 * and RE2 (`matches()` in firestore.rules). Both are built from the same code point ranges,
 * written as `\u{…}` and `\x{…}`, the one notation each engine reads for any code point.
 * @typedef {{ regExp: RegExp, rulesSource: string }} SharedPattern
 */

/**
 * @param {readonly CodePointRange[]} ranges
 * @param {'javascript' | 're2'} dialect
 */
function characterClass(ranges, dialect) {
  const written = (/** @type {number} */ codePoint) =>
    dialect === 'javascript' ? `\\u{${codePoint.toString(16)}}` : `\\x{${codePoint.toString(16)}}`;
  return ranges
    .map(([first, last]) => (first === last ? written(first) : `${written(first)}-${written(last)}`))
    .join('');
}

/**
 * @param {(dialect: 'javascript' | 're2') => string} source
 * @returns {SharedPattern}
 */
function sharedPattern(source) {
  return Object.freeze({ regExp: new RegExp(source('javascript'), 'u'), rulesSource: source('re2') });
}

/** Every field but a multi-line text: one line, no control characters at all. */
export const SINGLE_LINE_TEXT = sharedPattern((dialect) => `^[^${characterClass(CONTROL_CHARACTERS, dialect)}]*$`);

/** A multi-line text (the message): no control characters but tab and line feed. */
export const MULTI_LINE_TEXT = sharedPattern(
  (dialect) => `^[^${characterClass(MESSAGE_CONTROL_CHARACTERS, dialect)}]*$`,
);

/** @type {readonly ContactTextField[]} */
export const MULTI_LINE_FIELDS = fieldsWhere((field) => CONTACT_FIELDS[field].kind === 'text');

/** A text that shows nothing (empty included): refused in every field. */
export const INVISIBLE_ONLY = sharedPattern((dialect) => `^[${characterClass(INVISIBLE_CHARACTERS, dialect)}]*$`);

/** Every code point: unlike `.`, the same in both engines, line terminators included. */
const ANY_CHARACTER = /** @type {readonly CodePointRange[]} */ ([[0x0, 0x10ffff]]);

/** A text with an invisible character anywhere: refused in an e-mail address. */
export const HAS_INVISIBLE = sharedPattern((dialect) => {
  const any = `[${characterClass(ANY_CHARACTER, dialect)}]*`;
  return `^${any}[${characterClass(INVISIBLE_CHARACTERS, dialect)}]${any}$`;
});

/**
 * An address shaped like name at domain.tld: one at sign, a dot-separated domain without empty
 * parts (spaces and other invisible characters are refused by HAS_INVISIBLE). Plain ASCII, so
 * JavaScript and RE2 read it the same way.
 */
export const EMAIL_PATTERN = /^[^@]+@[^@.]+([.][^@.]+)+$/;

/** Digits, spaces and + - ( ), the characters people write phone numbers with. */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;
