// @ts-check
/**
 * /firestore.rules, written from the contact message's declaration (src/lib/contact-fields.mjs) and
 * the patterns of its kinds of field (src/lib/contact-message-limits.mjs): `pnpm contact:fields`
 * writes it, and a unit test (firestore-rules-file.test.ts) fails while the file is not this text.
 * Production enforces the file, and so does the local emulator in every run.
 */
import { CONTACT_FIELD_NAMES, contactField } from '../src/lib/contact-fields.mjs';
import {
  CONTACT_MESSAGES_COLLECTION,
  CREATED_AT_FIELD,
  EMAIL_PATTERN,
  HAS_INVISIBLE,
  INVISIBLE_ONLY,
  MULTI_LINE_TEXT,
  PHONE_PATTERN,
  SINGLE_LINE_TEXT,
} from '../src/lib/contact-message-limits.mjs';

/** A regular expression source as a rules string literal (backslashes escaped). */
const rulesString = (/** @type {string} */ source) => `'${source.replaceAll('\\', '\\\\')}'`;

/** A stored key the rules can name as `data.<key>`. */
const RULES_KEY = /^[a-z][a-zA-Z0-9]*$/;

/**
 * The checks of one field beyond its text check, by kind.
 * @param {string} field
 * @param {import('../src/lib/contact-fields.mjs').ContactFieldKind} kind
 */
function kindChecks(field, kind) {
  if (kind === 'email') {
    return [
      `data.${field}.matches(${rulesString(EMAIL_PATTERN.source)})`,
      `!data.${field}.matches(${rulesString(HAS_INVISIBLE.rulesSource)})`,
    ];
  }
  if (kind === 'phone') return [`data.${field}.matches(${rulesString(PHONE_PATTERN.source)})`];
  return [];
}

/** @param {import('../src/lib/contact-fields.mjs').ContactFormField} field */
function fieldChecks(field) {
  if (!RULES_KEY.test(field))
    throw new Error(`The contact field "${field}" is no key the rules can name (a-z, then letters and digits).`);
  const { kind, maxLength } = contactField(field);
  return [`${kind === 'text' ? 'isText' : 'isLine'}(data, '${field}', ${maxLength})`, ...kindChecks(field, kind)];
}

/** The conditions of `isContactMessage`, one per line: required fields, then optional ones, then the time. */
function messageConditions() {
  const required = CONTACT_FIELD_NAMES.filter((field) => contactField(field).required);
  const optional = CONTACT_FIELD_NAMES.filter((field) => !contactField(field).required);
  const keys = [...required, ...optional, CREATED_AT_FIELD].map((key) => `'${key}'`).join(', ');
  return [
    `data.keys().hasOnly([${keys}])`,
    ...required.flatMap(fieldChecks),
    ...optional.map((field) => `(!('${field}' in data) || (${fieldChecks(field).join(' && ')}))`),
    `data.${CREATED_AT_FIELD} == request.time`,
  ];
}

/** The text of /firestore.rules. */
export function securityRules() {
  const [first, ...rest] = messageConditions();
  return `rules_version = '2';

// Production security rules of the site's database; the local emulator enforces them too. Written by
// \`pnpm contact:fields\` (mf-contact/store/security-rules.mjs) from the contact message's fields
// (mf-contact/src/lib/contact-fields.mjs) and their patterns (contact-message-limits.mjs): edit those,
// not this file; a unit test fails while it is not what they make.
service cloud.firestore {
  match /databases/{database}/documents {
    // No other match: anything not allowed below is denied.

    // The contact form adds messages. No browser reads, changes or deletes them: the delivery
    // function (mf-contact/functions, Admin SDK, past these rules) alone writes their \`delivery\`
    // record and \`expireAt\`, and e-mails each one to the agency. There is no mail queue a client
    // could write to, so the site is no mail relay.
    match /${CONTACT_MESSAGES_COLLECTION}/{messageId} {
      allow create: if isContactMessage(request.resource.data);
      // The form names each message's id itself, once. After a lost answer it may ask whether
      // that id is still free: allowed, and refused once the message is stored, which tells the
      // form its first write arrived. A stored message is never read, nor can an id be listed.
      allow get: if resource == null;
    }

    function isContactMessage(data) {
      return ${first}
${rest.map((condition) => `        && ${condition}`).join('\n')};
    }

    // A present string of at most maxLength characters, without control characters other than
    // tab and line feed, that shows something: not only spaces, zero-width or other invisible
    // characters. The character lists are the limits module's, written as code points.
    function isText(data, field, maxLength) {
      return field in data
        && data[field] is string
        && data[field].size() <= maxLength
        && data[field].matches(${rulesString(MULTI_LINE_TEXT.rulesSource)})
        && !data[field].matches(${rulesString(INVISIBLE_ONLY.rulesSource)});
    }

    // A text on one line: no control characters at all.
    function isLine(data, field, maxLength) {
      return isText(data, field, maxLength)
        && data[field].matches(${rulesString(SINGLE_LINE_TEXT.rulesSource)});
    }
  }
}
`;
}
