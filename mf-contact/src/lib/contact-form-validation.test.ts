import { describe, expect, it } from 'vitest';
import { type ContactFormField, validationText } from '../content/contact-form';
import { CONTACT_FIELD_NAMES, contactField } from './contact-fields.mjs';
import { everyField, optionalFields, requiredFields, valueOfLength } from './contact-fields.test-helper';
import { type ContactFormValues, firstError, validateContactForm } from './contact-form-validation';

const filled: ContactFormValues = {
  name: 'Jan Jansen',
  email: 'jan@example.nl',
  phone: '',
  message: 'Wij willen een webshop.',
};
const withValues = (values: Partial<ContactFormValues>) => ({ ...filled, ...values });

describe('validateContactForm', () => {
  it('accepts a filled-in form, trims it and leaves out an empty phone number', () => {
    expect(validateContactForm(withValues({ name: '  Jan Jansen ', message: '\nWij willen een webshop.  ' }))).toEqual({
      outcome: 'valid',
      message: { name: 'Jan Jansen', email: 'jan@example.nl', message: 'Wij willen een webshop.' },
    });
  });

  it('keeps a phone number that is given', () => {
    const check = validateContactForm(withValues({ phone: ' +31 (0)6-123 45 678 ' }));
    expect(check).toMatchObject({ outcome: 'valid', message: { phone: '+31 (0)6-123 45 678' } });
  });

  it('accepts every field at its maximum length', () => {
    const check = validateContactForm({
      name: 'n'.repeat(100),
      email: `${'e'.repeat(243)}@example.nl`,
      phone: '0'.repeat(30),
      message: 'm'.repeat(5000),
    });
    expect(check.outcome).toBe('valid');
  });

  it.each([
    ['name', { name: '' }, { name: validationText.required.name }],
    ['e-mail', { email: '   ' }, { email: validationText.required.email }],
    ['message', { message: '\n\t' }, { message: validationText.required.message }],
    ['everything', { name: '', email: '', message: '' }, validationText.required],
  ])('reports a missing %s', (_case, values, errors) => {
    expect(validateContactForm(withValues(values))).toEqual({ outcome: 'missing', errors });
  });

  it.each([
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name', validationText.tooLong('name', 100)],
    [
      'an e-mail of 255 characters',
      { email: `${'e'.repeat(244)}@example.nl` },
      'email',
      validationText.tooLong('email', 254),
    ],
    ['an e-mail without @', { email: 'jan.example.nl' }, 'email', validationText.emailShape],
    ['an e-mail without a domain', { email: 'jan@example' }, 'email', validationText.emailShape],
    ['an e-mail with a space', { email: 'jan @example.nl' }, 'email', validationText.emailShape],
    ['a phone of 31 characters', { phone: '0'.repeat(31) }, 'phone', validationText.tooLong('phone', 30)],
    ['a phone with letters', { phone: '06-BELMIJ' }, 'phone', validationText.phoneCharacters],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'message', validationText.tooLong('message', 5000)],
  ] as const)('refuses %s with a message naming the field', (_case, values, field, message) => {
    const check = validateContactForm(withValues(values));
    expect(check.outcome).toBe('invalid');
    if (check.outcome !== 'invalid') return;
    expect(Object.keys(check.errors)).toEqual([field]);
    expect(check.errors[field]).toBe(message);
  });

  it.each([
    ['a name with NUL', { name: 'Jan\u0000Jansen' }, 'name', validationText.controlCharacter('name')],
    ['a name with ESC', { name: '\u001b[2JJan' }, 'name', validationText.controlCharacter('name')],
    ['a name with a tab inside', { name: 'Jan\tJansen' }, 'name', validationText.controlCharacter('name')],
    ['a name with a C1 control', { name: 'Jan\u009b' }, 'name', validationText.controlCharacter('name')],
    ['a name of zero-width spaces', { name: '\u200b\u200c\u200d' }, 'name', validationText.invisibleOnly('name')],
    ['a name of a Hangul filler', { name: '\u3164' }, 'name', validationText.invisibleOnly('name')],
    ['a name of a direction override', { name: '\u202e' }, 'name', validationText.invisibleOnly('name')],
    [
      'a message with a carriage return',
      { message: 'Hallo\rdaar' },
      'message',
      validationText.controlCharacter('message'),
    ],
    [
      'a message of zero-width spaces',
      { message: '\u200b\n\u2060' },
      'message',
      validationText.invisibleOnly('message'),
    ],
    ['a phone of zero-width spaces', { phone: '\u200b' }, 'phone', validationText.invisibleOnly('phone')],
    ['an e-mail with a zero-width space', { email: 'jan\u200b@example.nl' }, 'email', validationText.emailShape],
    ['an e-mail with a no-break space', { email: 'jan\u00a0@example.nl' }, 'email', validationText.emailShape],
  ] as const)('refuses %s with a Dutch message naming the field', (_case, values, field, message) => {
    const check = validateContactForm(withValues(values));
    expect(check.outcome).toBe('invalid');
    if (check.outcome !== 'invalid') return;
    expect(Object.keys(check.errors)).toEqual([field]);
    expect(check.errors[field]).toBe(message);
  });

  it('accepts tabs and line breaks in the message, and joiners and direction marks inside a name', () => {
    const check = validateContactForm(
      withValues({ name: 'مرحبا\u200f 👨\u200d👩\u200d👧', message: 'Regel een\n\tRegel twee' }),
    );
    expect(check.outcome).toBe('valid');
  });

  it('reports every invalid field, the first in form order first', () => {
    const check = validateContactForm(withValues({ message: 'm'.repeat(5001), email: 'fout' }));
    expect(check.outcome).toBe('invalid');
    if (check.outcome !== 'invalid') return;
    expect(Object.keys(check.errors).sort()).toEqual(['email', 'message']);
    expect(firstError(check.errors)?.field).toBe('email');
  });
});

describe('every declared field', () => {
  const complete = everyField();
  const withField = (field: ContactFormField, value: string) => ({ ...complete, [field]: value });

  it('is stored as typed, trimmed, when the whole form is filled in', () => {
    const padded = Object.fromEntries(Object.entries(complete).map(([field, value]) => [field, ` ${value} `]));
    expect(validateContactForm(padded)).toEqual({ outcome: 'valid', message: complete });
  });

  it.each(CONTACT_FIELD_NAMES)('%s: takes its maximum length and refuses one character more', (field) => {
    const { maxLength } = contactField(field);
    expect(validateContactForm(withField(field, valueOfLength(field, maxLength))).outcome).toBe('valid');
    expect(validateContactForm(withField(field, valueOfLength(field, maxLength + 1)))).toEqual({
      outcome: 'invalid',
      errors: { [field]: validationText.tooLong(field, maxLength) },
    });
  });

  it.each(CONTACT_FIELD_NAMES)('%s: refuses control characters and a text of invisible characters', (field) => {
    expect(validateContactForm(withField(field, 'a\u0000b')).outcome).toBe('invalid');
    expect(validateContactForm(withField(field, '\u200b\u2060'))).toMatchObject({
      outcome: 'invalid',
      errors: { [field]: expect.any(String) },
    });
  });

  it.each(optionalFields)('%s: may be left empty, and is then not stored', (field) => {
    const check = validateContactForm(withField(field, '  '));
    expect(check.outcome).toBe('valid');
    if (check.outcome === 'valid') expect(check.message).not.toHaveProperty(field);
  });

  it.each(requiredFields)('%s: is required, with its own message', (field) => {
    expect(validateContactForm(withField(field, ''))).toEqual({
      outcome: 'missing',
      errors: { [field]: validationText.required[field as keyof typeof validationText.required] },
    });
  });
});
