import * as v from 'valibot';
import { type ContactFormField, validationText } from '../content/contact-form';
import { CONTACT_FIELD_NAMES, type ContactMessage, contactField } from './contact-fields.mjs';
import {
  EMAIL_PATTERN,
  HAS_INVISIBLE,
  INVISIBLE_ONLY,
  MULTI_LINE_TEXT,
  PHONE_PATTERN,
  SINGLE_LINE_TEXT,
} from './contact-message-limits.mjs';

export type { ContactMessage };

/** What the visitor typed, by field; a field the form never got counts as empty. */
export type ContactFormValues = Readonly<Partial<Record<ContactFormField, string>>>;
export type FieldErrors = Partial<Record<ContactFormField, string>>;

export type ContactFormCheck =
  | { outcome: 'valid'; message: ContactMessage }
  /** A required field is empty: one toast for all of them, plus a message per empty field. */
  | { outcome: 'missing'; errors: FieldErrors }
  /** Everything is filled in, but something is too long or badly shaped. */
  | { outcome: 'invalid'; errors: FieldErrors };

/** The declared fields, in the form's order. */
export const FORM_FIELDS: readonly ContactFormField[] = CONTACT_FIELD_NAMES;

export const emptyContactForm = Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as Record<
  ContactFormField,
  string
>;

/** One (trimmed, non-empty) field as the database rules check it, each problem in Dutch, the first one only. */
function fieldSchema(field: ContactFormField) {
  const { kind, maxLength } = contactField(field);
  const text = v.pipe(
    v.string(),
    v.regex((kind === 'text' ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).regExp, validationText.controlCharacter(field)),
    v.check((value) => !INVISIBLE_ONLY.regExp.test(value), validationText.invisibleOnly(field)),
    v.maxLength(maxLength, validationText.tooLong(field, maxLength)),
  );
  // What a kind of field checks beyond its characters and length.
  if (kind === 'email') {
    return v.pipe(
      text,
      v.regex(EMAIL_PATTERN, validationText.emailShape),
      v.check((value) => !HAS_INVISIBLE.regExp.test(value), validationText.emailShape),
    );
  }
  if (kind === 'phone') return v.pipe(text, v.regex(PHONE_PATTERN, validationText.phoneCharacters));
  return text;
}

const requiredFields = FORM_FIELDS.filter((field) => contactField(field).required);

/** Every required field is filled in. */
const filledIn = v.object(
  Object.fromEntries(
    requiredFields.map((field) => [
      field,
      v.pipe(v.string(), v.nonEmpty(validationText.required[field as keyof typeof validationText.required])),
    ]),
  ),
);

/** Every field that is filled in is as the rules allow; an empty optional field is left out before. */
const wellFormed = v.object(
  Object.fromEntries(
    FORM_FIELDS.map((field) => [
      field,
      contactField(field).required ? fieldSchema(field) : v.optional(fieldSchema(field)),
    ]),
  ),
);

/** The first problem of each field, by field. */
function errorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key as ContactFormField | undefined;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}

/** Checks the form the way the database rules will, so a message the form accepts is stored. */
export function validateContactForm(values: ContactFormValues): ContactFormCheck {
  const trimmed = Object.fromEntries(FORM_FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
  const missing = v.safeParse(filledIn, trimmed);
  if (!missing.success) return { outcome: 'missing', errors: errorsOf(missing.issues) };

  // What is stored: the trimmed texts, an optional field only when given.
  const given = Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== ''));
  const checked = v.safeParse(wellFormed, given, { abortPipeEarly: true });
  if (!checked.success) return { outcome: 'invalid', errors: errorsOf(checked.issues) };
  return { outcome: 'valid', message: given as ContactMessage };
}

/** The first error in form order: the field to move focus to and the message to show in the toast. */
export function firstError(errors: FieldErrors): { field: ContactFormField; message: string } | undefined {
  for (const field of FORM_FIELDS) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}
