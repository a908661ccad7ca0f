// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp } from '@codekade/platform/store/firestore-values';
import { RE2 } from 're2-wasm';
import { describe, expect, it } from 'vitest';
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
  type SharedPattern,
  SINGLE_LINE_TEXT,
} from '../src/lib/contact-message-limits.mjs';
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
const ruleTable: [string, ReturnType<typeof create> & { exists?: boolean }, boolean][] = [
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
  // Control and invisible characters
  ['a name with NUL', create(message({ name: 'Jan\u0000Jansen' })), false],
  ['a name with ESC (screen clear)', create(message({ name: '\u001b[2JJan' })), false],
  ['a name with a tab', create(message({ name: 'Jan\tJansen' })), false],
  ['a name with a line break', create(message({ name: 'Jan\n── nep' })), false],
  ['a name with DEL', create(message({ name: 'Jan\u007f' })), false],
  ['a name with a C1 control (CSI)', create(message({ name: 'Jan\u009b2J' })), false],
  ['a name of zero-width spaces only', create(message({ name: '\u200b\u200b' })), false],
  ['a name of no-break spaces only', create(message({ name: '\u00a0\u3000' })), false],
  ['a name of Hangul fillers only', create(message({ name: '\u3164\u115f' })), false],
  ['a name of a direction override only', create(message({ name: '\u202e' })), false],
  ['a name of tag characters only', create(message({ name: '\u{E0041}\u{E0042}' })), false],
  ['a name with a zero-width joiner between letters', create(message({ name: 'Jan\u200dJansen' })), true],
  ['a name of emoji joined by zero-width joiners', create(message({ name: '👨‍👩‍👧' })), true],
  ['a right-to-left name with a direction mark', create(message({ name: 'مرحبا\u200f' })), true],
  ['a message with tabs and line breaks', create(message({ message: 'Hallo,\n\tregel twee\n' })), true],
  ['a message with a carriage return', create(message({ message: 'Hallo\r\nwereld' })), false],
  ['a message with NUL', create(message({ message: 'Hallo\u0000' })), false],
  ['a message of line breaks and zero-width spaces only', create(message({ message: '\n\u200b\n' })), false],
  ['an e-mail with a zero-width space', create(message({ email: 'jan\u200b@example.nl' })), false],
  ['an e-mail with a no-break space', create(message({ email: 'jan\u00a0@example.nl' })), false],
  ['an e-mail with accents', create(message({ email: 'zoë@voorbeeld.nl' })), true],
  ['a phone of spaces only', create(message({ phone: '   ' })), false],
  ['another collection', create(message(), ['messages', 'abc123']), false],
  ['a subcollection', create(message(), [CONTACT_MESSAGES_COLLECTION, 'abc123', 'replies', 'x']), false],
  ['an update', { ...create(message()), method: 'update' }, false],
  ['a delete', { ...create(message()), method: 'delete' }, false],
  ['a get of a stored message', { ...create(message()), method: 'get', exists: true }, false],
  ['a get of an id that holds no message', { ...create(message()), method: 'get', exists: false }, true],
  ['a get in another collection', { ...create(message(), ['mail', 'abc123']), method: 'get' }, false],
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
  /** A regular expression source as a rules string literal (backslashes escaped). */
  const asRulesString = (source: string) => `'${source.replaceAll('\\', '\\\\')}'`;

  it('opens only the create of contact messages, and the get of an id that holds none', () => {
    expect(rules.match(/\ballow\b/g)).toHaveLength(2);
    expect(rules).toContain(`match /${CONTACT_MESSAGES_COLLECTION}/{messageId} {`);
    expect(rules).toContain('allow create: if isContactMessage(request.resource.data);');
    expect(rules).toContain('allow get: if resource == null;');
  });

  it('allows exactly the keys of the limits module', () => {
    const keys = [...REQUIRED_TEXT_FIELDS, ...OPTIONAL_TEXT_FIELDS, CREATED_AT_FIELD].map((key) => `'${key}'`);
    expect(rules).toContain(`data.keys().hasOnly([${keys.join(', ')}])`);
    expect(rules).toContain(`data.${CREATED_AT_FIELD} == request.time`);
  });

  it('uses the same length limits, one line for every field but the message', () => {
    for (const [field, limit] of Object.entries(FIELD_LIMITS)) {
      const check = MULTI_LINE_FIELDS.includes(field as keyof typeof FIELD_LIMITS) ? 'isText' : 'isLine';
      expect(rules).toContain(`${check}(data, '${field}', ${limit})`);
    }
    for (const field of OPTIONAL_TEXT_FIELDS)
      expect(rules).toContain(`!('${field}' in data) || (isLine(data, '${field}'`);
  });

  it('uses the same e-mail and phone patterns', () => {
    expect(rules).toContain(`data.email.matches(${asRulesString(EMAIL_PATTERN.source)})`);
    expect(rules).toContain(`!data.email.matches(${asRulesString(HAS_INVISIBLE.rulesSource)})`);
    expect(rules).toContain(`data.phone.matches(${asRulesString(PHONE_PATTERN.source)})`);
  });

  it('uses the same control and invisible character patterns', () => {
    expect(rules).toContain(`data[field].matches(${asRulesString(MULTI_LINE_TEXT.rulesSource)})`);
    expect(rules).toContain(`!data[field].matches(${asRulesString(INVISIBLE_ONLY.rulesSource)})`);
    expect(rules).toContain(`data[field].matches(${asRulesString(SINGLE_LINE_TEXT.rulesSource)})`);
  });

  it('has only patterns RE2 compiles, and only patterns of the limits module', () => {
    const literals = [...rules.matchAll(/\.matches\('((?:[^'\\]|\\.)*)'\)/g)].map(([, literal]) =>
      String(literal).replaceAll('\\\\', '\\'),
    );
    const known = [
      EMAIL_PATTERN.source,
      PHONE_PATTERN.source,
      ...sharedPatterns.map(([, pattern]) => pattern.rulesSource),
    ];
    expect(literals.length).toBeGreaterThanOrEqual(6);
    for (const literal of literals) {
      expect(known).toContain(literal);
      expect(() => new RE2(literal, 'u')).not.toThrow();
    }
  });
});

const sharedPatterns: [string, SharedPattern][] = [
  ['SINGLE_LINE_TEXT', SINGLE_LINE_TEXT],
  ['MULTI_LINE_TEXT', MULTI_LINE_TEXT],
  ['INVISIBLE_ONLY', INVISIBLE_ONLY],
  ['HAS_INVISIBLE', HAS_INVISIBLE],
];

/**
 * Texts around every edge of the character lists: each code point 0 to 0x3000 and a few beyond,
 * alone, between letters, repeated and next to a line break.
 */
function probeTexts(): string[] {
  const codePoints = [
    ...Array.from({ length: 0x3200 }, (_, codePoint) => codePoint).filter(
      (codePoint) => codePoint < 0xd800 || codePoint > 0xdfff,
    ),
    0xfe00,
    0xfe0f,
    0xfe10,
    0xfeff,
    0xffa0,
    0xfff9,
    0xfffb,
    0xfffc,
    0x1d172,
    0x1d173,
    0x1d17a,
    0x1d17b,
    0xdffff,
    0xe0000,
    0xe0041,
    0xe0fff,
    0xe1000,
    0x1f600,
    0x10ffff,
  ];
  return codePoints.flatMap((codePoint) => {
    const character = String.fromCodePoint(codePoint);
    return [character, `a${character}b`, `${character}${character}`, `${character}\n`, `\u2028${character}`];
  });
}

describe('each shared pattern reads the same in JavaScript and in RE2 (firestore.rules)', () => {
  const texts = probeTexts();

  it.each(sharedPatterns)('%s', (_name, { regExp, rulesSource }) => {
    const re2 = new RE2(rulesSource, 'u');
    const disagreements = texts.filter((text) => re2.test(text) !== regExp.test(text));
    expect(disagreements.map((text) => [...text].map((character) => character.codePointAt(0)?.toString(16)))).toEqual(
      [],
    );
  });

  it('and the e-mail and phone patterns too', () => {
    for (const pattern of [EMAIL_PATTERN, PHONE_PATTERN]) {
      const re2 = new RE2(pattern.source, 'u');
      const samples = [...texts.slice(0, 2000), 'jan@example.nl', 'jan@example', 'a@b.c.d', '+31 (0)6-1234', '06 BEL'];
      expect(samples.filter((text) => re2.test(text) !== pattern.test(text))).toEqual([]);
    }
  });
});

describe('only server code writes the outbox', () => {
  it('refuses a message that brings its own delivery record or expiry, and any mail queue', () => {
    expect(ruleDenial(create(message({ delivery: new Map([['state', 'sent']]) })))).toMatch(/"delivery"/);
    expect(ruleDenial(create(message({ expireAt: now })))).toMatch(/"expireAt"/);
    expect(ruleDenial(create(message(), ['mail', 'abc123']))).toMatch(/No rule allows create/);
  });

  it('refuses every change to a stored message, its delivery record included', () => {
    for (const method of ['update', 'delete'] as const) {
      expect(ruleDenial({ method, path: [CONTACT_MESSAGES_COLLECTION, 'abc123'], data: message(), time: now })).toMatch(
        /create only/,
      );
    }
  });
});
