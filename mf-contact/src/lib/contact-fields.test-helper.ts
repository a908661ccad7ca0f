/**
 * Values for every declared field (src/lib/contact-fields.mjs), so the tests of each place a field
 * reaches (form, validation, rules, function, e-mail, `npm run messages`) cover a field added to the
 * declaration without being told of it.
 */
import { CONTACT_FIELD_NAMES, type ContactFormField, contactField } from './contact-fields.mjs';

/** A value of exactly `length` characters that the field's kind allows (at least 12 for an address). */
export function valueOfLength(field: ContactFormField, length: number): string {
  const { kind } = contactField(field);
  if (kind === 'email') return `${'e'.repeat(length - '@example.nl'.length)}@example.nl`;
  if (kind === 'phone') return '0'.repeat(length);
  return field.slice(0, 1).repeat(length);
}

/** An ordinary value for each declared field, naming its field (`Waarde van phone`, digits for a phone). */
export function everyField(): Record<ContactFormField, string> {
  return Object.fromEntries(
    CONTACT_FIELD_NAMES.map((field) => {
      const { kind } = contactField(field);
      const value =
        kind === 'email' ? `${field}@voorbeeld.nl` : kind === 'phone' ? '020 123 45 67' : `Waarde van ${field}`;
      return [field, value];
    }),
  ) as Record<ContactFormField, string>;
}

/** The declared fields, required and optional. */
export const requiredFields = CONTACT_FIELD_NAMES.filter((field) => contactField(field).required);
export const optionalFields = CONTACT_FIELD_NAMES.filter((field) => !contactField(field).required);
