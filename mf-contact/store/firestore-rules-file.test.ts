// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { securityRules } from './security-rules.mjs';

describe('firestore.rules', () => {
  const rules = readFileSync(join(import.meta.dirname, '../../firestore.rules'), 'utf8');
  /** A regular expression source as a rules string literal (backslashes escaped). */
  const asRulesString = (source: string) => `'${source.replaceAll('\\', '\\\\')}'`;

  it('is what `pnpm contact:fields` writes from the fields’ declaration (run it after changing a field)', () => {
    expect(rules).toBe(securityRules());
  });

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
