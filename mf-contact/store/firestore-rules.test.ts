// @vitest-environment node
/**
 * firestore.rules in Google's Firestore emulator: every case a browser could try, sent as the
 * browser's SDK sends it (the REST API, without credentials), decided by the real rules engine.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FIELD_NAMES, contactField } from '../src/lib/contact-fields.mjs';
import { everyField, valueOfLength } from '../src/lib/contact-fields.test-helper';
import { CONTACT_MESSAGES_COLLECTION } from '../src/lib/contact-message-limits.mjs';
import { LOCAL_PROJECT_ID } from './functions-process.mjs';
import { adminFirestore, emulatorHost } from './test-firestore';

/** A field as the browser would send it; `createdAt: 'server'` is the SDK's serverTimestamp(). */
type FieldValue = string | number | null | { timestampValue: string } | { [key: string]: FieldValue };
type Fields = Record<string, FieldValue | undefined>;

const DATABASE = `projects/${LOCAL_PROJECT_ID}/databases/(default)`;
const base: Fields = { name: 'Jan Jansen', email: 'jan@example.nl', message: 'Hallo!', createdAt: 'server' };

function encode(value: FieldValue): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if ('timestampValue' in value) return value;
  return {
    mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)])) },
  };
}

const documentsUrl = () => `http://${emulatorHost()}/v1/${DATABASE}/documents`;

/** A browser's commit of one write; its HTTP status. */
async function commit(write: Record<string, unknown>) {
  const response = await fetch(`${documentsUrl()}:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: [write] }),
  });
  return response.status;
}

/** Creates `path` as the SDK does: the fields, createdAt as the server's time, create only. */
function create(fields: Fields, path = `${CONTACT_MESSAGES_COLLECTION}/${randomUUID()}`) {
  const { createdAt, ...rest } = { ...base, ...fields };
  const sent = Object.entries({ ...rest, ...(createdAt !== 'server' && { createdAt }) }).filter(
    (entry): entry is [string, FieldValue] => entry[1] !== undefined,
  );
  return commit({
    update: {
      name: `${DATABASE}/documents/${path}`,
      fields: Object.fromEntries(sent.map(([key, value]) => [key, encode(value)])),
    },
    ...(createdAt === 'server' && { updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }] }),
    currentDocument: { exists: false },
  });
}

/** Allowed: done, or (a get) nothing there. Refused: by the rules, or (a second create) by the database. */
const allowed = (status: number) => {
  expect([200, 403, 404, 409]).toContain(status);
  return status === 200 || status === 404;
};

/** [case, fields, allowed] */
const createCases: [string, Fields, boolean][] = [
  ['a complete message', {}, true],
  ['a phone number', { phone: '+31 (0)6-1234 5678' }, true],
  ['a phone number with spaces and dashes', { phone: '+31 (0)20-894 31 57' }, true],
  [
    'every field at its maximum length',
    { name: 'n'.repeat(100), email: `${'e'.repeat(243)}@example.nl`, phone: '0'.repeat(30), message: 'm'.repeat(5000) },
    true,
  ],
  ['no name', { name: undefined }, false],
  ['no email', { email: undefined }, false],
  ['no message', { message: undefined }, false],
  ['no createdAt', { createdAt: undefined }, false],
  ['createdAt as text', { createdAt: '2025-05-01T09:30:00.123456Z' }, false],
  ['createdAt from the browser clock', { createdAt: { timestampValue: '2025-05-01T09:30:00.123457Z' } }, false],
  ['a blank name', { name: ' \n\t ' }, false],
  ['a name of spaces', { name: '   ' }, false],
  ['an empty name', { name: '' }, false],
  ['an empty phone', { phone: '' }, false],
  ['a name of 101 characters', { name: 'n'.repeat(101) }, false],
  ['an e-mail of 255 characters', { email: `${'e'.repeat(244)}@example.nl` }, false],
  ['a phone of 31 characters', { phone: '0'.repeat(31) }, false],
  ['a message of 5001 characters', { message: 'm'.repeat(5001) }, false],
  ['an e-mail without @', { email: 'jan.example.nl' }, false],
  ['an e-mail without a dot in the domain', { email: 'jan@example' }, false],
  ['an e-mail with an empty domain part', { email: 'jan@example..nl' }, false],
  ['a phone with letters', { phone: '06-BELMIJ' }, false],
  ['a number as name', { name: 42 }, false],
  ['null as phone', { phone: null }, false],
  ['a map as message', { message: { text: 'hoi' } }, false],
  ['an extra key', { website: 'spam.example' }, false],
  // Only server code writes the outbox: no delivery record or expiry from a browser.
  ['its own delivery record', { delivery: { state: 'sent' } }, false],
  ['its own expiry', { expireAt: { timestampValue: '2030-01-01T00:00:00Z' } }, false],
  // Control and invisible characters
  ['a name with NUL', { name: 'Jan\u0000' }, false],
  ['a name with ESC (screen clear)', { name: '\u001b[2JJan' }, false],
  ['a name with a tab', { name: 'Jan\tJansen' }, false],
  ['a name with a line break', { name: 'Jan\n── nep' }, false],
  ['a name with DEL', { name: 'Jan\u007f' }, false],
  ['a name with a C1 control', { name: 'Jan\u0085' }, false],
  ['a name with a C1 control (CSI)', { name: 'Jan\u009b2J' }, false],
  ['a name of zero-width spaces', { name: '\u200b\u200b' }, false],
  ['a name of no-break spaces', { name: '\u00a0\u3000' }, false],
  ['a name of Hangul fillers', { name: '\u3164\u115f' }, false],
  ['a name of a braille blank', { name: '\u2800' }, false],
  ['a name of a direction override', { name: '\u202e' }, false],
  ['a name of tag characters', { name: '\u{E0041}\u{E0042}' }, false],
  ['a name with a joiner between letters', { name: 'Jan\u200dJansen' }, true],
  ['a name of joined emoji', { name: '👨‍👩‍👧' }, true],
  ['a right-to-left name with a mark', { name: 'مرحبا\u200f' }, true],
  ['a name of 50 emoji (100 UTF-16 units)', { name: '😀'.repeat(50) }, true],
  ['a name of 51 emoji', { name: '😀'.repeat(51) }, false],
  ['a message with tabs and line breaks', { message: 'Hallo\n\tdaar\n' }, true],
  ['a message with a carriage return', { message: 'Hallo\r\ndaar' }, false],
  ['a message with NUL', { message: 'Hallo\u0000' }, false],
  ['a message of line breaks and zero-width spaces', { message: '\n\u200b\n' }, false],
  ['a message of a variation selector', { message: '\ufe0f' }, false],
  ['an e-mail with a zero-width space', { email: 'jan\u200b@example.nl' }, false],
  ['an e-mail with a no-break space', { email: 'jan\u00a0@example.nl' }, false],
  ['an e-mail with a space', { email: 'jan @example.nl' }, false],
  ['an e-mail with line separators', { email: 'jan\u2028x\u2028@example.nl' }, false],
  ['an e-mail with accents', { email: 'zoë@voorbeeld.nl' }, true],
  ['a phone with a zero-width space', { phone: '06\u200b' }, false],
  ['a phone of spaces', { phone: '   ' }, false],
];

/** The declaration's fields, each at its limit, past it, left out, empty and as a number: the rules follow it. */
const declaredFieldCases: [string, Fields, boolean][] = [
  ['every declared field given', everyField(), true],
  ...CONTACT_FIELD_NAMES.flatMap((field): [string, Fields, boolean][] => {
    const { maxLength, required } = contactField(field);
    return [
      [`${field} at its maximum length`, { [field]: valueOfLength(field, maxLength) }, true],
      [`${field} one character longer`, { [field]: valueOfLength(field, maxLength + 1) }, false],
      [`${field} left out`, { [field]: undefined }, !required],
      [`${field} empty`, { [field]: '' }, false],
      [`${field} as a number`, { [field]: 7 }, false],
    ];
  }),
];

let firestore: Firestore;
/** A message that is stored (written past the rules, as the function's Admin SDK would). */
let storedPath: string;

beforeAll(async () => {
  firestore = adminFirestore();
  storedPath = `${CONTACT_MESSAGES_COLLECTION}/${randomUUID()}`;
  await firestore
    .doc(storedPath)
    .create({ name: 'Jan', email: 'jan@example.nl', message: 'Hallo', createdAt: new Date() });
  // The emulator compiles the rules on their first use: not inside a case's time limit.
  await create({});
}, 60_000);

afterAll(async () => {
  await firestore.terminate();
});

describe('firestore.rules in the emulator: creating a contact message', () => {
  it.each([...createCases, ...declaredFieldCases])('%s: allowed %s', async (_case, fields, expected) => {
    expect(allowed(await create(fields))).toBe(expected);
  });

  it('no other collection, no subcollection, no mail queue', async () => {
    expect(allowed(await create({}, `messages/${randomUUID()}`))).toBe(false);
    expect(allowed(await create({}, `mail/${randomUUID()}`))).toBe(false);
    expect(allowed(await create({}, `${CONTACT_MESSAGES_COLLECTION}/${randomUUID()}/replies/x`))).toBe(false);
  });

  it('no second write to an id that holds a message', async () => {
    expect(allowed(await create({}, storedPath))).toBe(false);
  });
});

describe('firestore.rules in the emulator: a stored message is never read or changed by a browser', () => {
  it('refuses an update of a stored message, its delivery record included', async () => {
    const update = (fields: Fields) =>
      commit({
        update: {
          name: `${DATABASE}/documents/${storedPath}`,
          fields: (encode(fields as FieldValue).mapValue as { fields: unknown }).fields,
        },
        updateMask: { fieldPaths: Object.keys(fields) },
        currentDocument: { exists: true },
      });
    expect(allowed(await update({ message: 'Anders' }))).toBe(false);
    expect(allowed(await update({ delivery: { state: 'sent' } }))).toBe(false);
  });

  it('refuses a delete', async () => {
    expect(allowed(await commit({ delete: `${DATABASE}/documents/${storedPath}` }))).toBe(false);
  });

  it('refuses a get of a stored message, allows one of an id that holds none (the lost-answer check)', async () => {
    expect(allowed((await fetch(`${documentsUrl()}/${storedPath}`)).status)).toBe(false);
    const free = await fetch(`${documentsUrl()}/${CONTACT_MESSAGES_COLLECTION}/${randomUUID()}`);
    expect(free.status).toBe(404);
  });

  it('refuses a get in another collection, a list and a query', async () => {
    expect(allowed((await fetch(`${documentsUrl()}/mail/${randomUUID()}`)).status)).toBe(false);
    expect(allowed((await fetch(`${documentsUrl()}/${CONTACT_MESSAGES_COLLECTION}`)).status)).toBe(false);
    const query = await fetch(`${documentsUrl()}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: CONTACT_MESSAGES_COLLECTION }] } }),
    });
    expect(allowed(query.status)).toBe(false);
  });
});
