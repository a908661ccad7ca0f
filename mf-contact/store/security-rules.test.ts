// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES_COLLECTION,
  CREATED_AT_FIELD,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  OPTIONAL_TEXT_FIELDS,
  PHONE_PATTERN,
  REQUIRED_TEXT_FIELDS,
} from '../src/lib/contact-message-limits.mjs';
import { Timestamp } from './firestore-values.mjs';
import { type RuleMethod, ruleDenial } from './security-rules.mjs';

const now = new Timestamp('2025-05-01T09:30:00.123456Z');
const message = (fields: Record<string, unknown> = {}) =>
  new Map(
    Object.entries({
      name: 'Jan Jansen',
      email: 'jan@example.nl',
      message: 'Hallo!',
      createdAt: now,
      ...fields,
    }).filter(([, value]) => value !== undefined),
  );
const create = (data: Map<string, unknown>, path = [CONTACT_MESSAGES_COLLECTION, 'abc123']) => ({
  method: 'create' as RuleMethod,
  path,
  data,
  time: now,
});

/** [case, request, allowed] */
const ruleTable: [string, ReturnType<typeof create>, boolean][] = [
  ['a complete message', create(message()), true],
  ['a message with a phone number', create(message({ phone: '+31 (0)20-894 31 57' })), true],
  [
    'every field at its maximum length',
    create(
      message({
        name: 'n'.repeat(100),
        email: `${'e'.repeat(243)}@example.nl`,
        phone: '0'.repeat(30),
        message: 'm'.repeat(5000),
      }),
    ),
    true,
  ],
  [
    'createdAt equal to request.time in another notation',
    create(message({ createdAt: new Timestamp('2025-05-01T11:30:00.123456+02:00') })),
    true,
  ],
  ['no name', create(message({ name: undefined })), false],
  ['no email', create(message({ email: undefined })), false],
  ['no message', create(message({ message: undefined })), false],
  ['no createdAt', create(message({ createdAt: undefined })), false],
  ['a blank name', create(message({ name: ' \n\t ' })), false],
  ['an empty phone', create(message({ phone: '' })), false],
  ['a name of 101 characters', create(message({ name: 'n'.repeat(101) })), false],
  ['an e-mail of 255 characters', create(message({ email: `${'e'.repeat(244)}@example.nl` })), false],
  ['a phone of 31 characters', create(message({ phone: '0'.repeat(31) })), false],
  ['a message of 5001 characters', create(message({ message: 'm'.repeat(5001) })), false],
  ['an e-mail without @', create(message({ email: 'jan.example.nl' })), false],
  ['an e-mail without a dot in the domain', create(message({ email: 'jan@example' })), false],
  ['an e-mail with an empty domain part', create(message({ email: 'jan@example..nl' })), false],
  ['a phone with letters', create(message({ phone: '06-BELMIJ' })), false],
  ['a number as name', create(message({ name: 42 })), false],
  ['null as phone', create(message({ phone: null })), false],
  ['a map as message', create(message({ message: new Map([['text', 'hoi']]) })), false],
  ['createdAt as text', create(message({ createdAt: now.iso })), false],
  [
    'createdAt one microsecond off',
    create(message({ createdAt: new Timestamp('2025-05-01T09:30:00.123457Z') })),
    false,
  ],
  ['an extra key', create(message({ website: 'spam.example' })), false],
  ['another collection', create(message(), ['messages', 'abc123']), false],
  ['a subcollection', create(message(), [CONTACT_MESSAGES_COLLECTION, 'abc123', 'replies', 'x']), false],
  ['an update', { ...create(message()), method: 'update' }, false],
  ['a delete', { ...create(message()), method: 'delete' }, false],
  ['a get', { ...create(message()), method: 'get' }, false],
  ['a list', { ...create(message()), method: 'list', path: [CONTACT_MESSAGES_COLLECTION] }, false],
];

describe('the security rules (same as firestore.rules)', () => {
  const cases = ruleTable.map(([name, request, allowed]) => ({ name, request, allowed }));

  it.each(cases)('$name: allowed $allowed', ({ request, allowed }) => {
    expect(ruleDenial(request) === null).toBe(allowed);
  });
});

describe('firestore.rules', () => {
  const rules = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');
  /** A JavaScript regular expression as a rules string literal (backslashes escaped). */
  const asRulesString = (pattern: RegExp) => `'${pattern.source.replaceAll('\\', '\\\\')}'`;

  it('opens only the create of contact messages', () => {
    expect(rules.match(/\ballow\b/g)).toHaveLength(1);
    expect(rules).toContain(`match /${CONTACT_MESSAGES_COLLECTION}/{messageId} {`);
    expect(rules).toContain('allow create: if isContactMessage(request.resource.data);');
  });

  it('allows exactly the keys of the limits module', () => {
    const keys = [...REQUIRED_TEXT_FIELDS, ...OPTIONAL_TEXT_FIELDS, CREATED_AT_FIELD].map((key) => `'${key}'`);
    expect(rules).toContain(`data.keys().hasOnly([${keys.join(', ')}])`);
    expect(rules).toContain(`data.${CREATED_AT_FIELD} == request.time`);
  });

  it('uses the same length limits', () => {
    for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
      expect(rules).toContain(`isText(data, '${field}', ${limit})`);
    }
    for (const field of OPTIONAL_TEXT_FIELDS)
      expect(rules).toContain(`!('${field}' in data) || (isText(data, '${field}'`);
  });

  it('uses the same e-mail and phone patterns', () => {
    expect(rules).toContain(`data.email.matches(${asRulesString(EMAIL_PATTERN)})`);
    expect(rules).toContain(`data.phone.matches(${asRulesString(PHONE_PATTERN)})`);
  });
});
