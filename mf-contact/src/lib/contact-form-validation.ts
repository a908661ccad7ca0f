import { type ContactFormField, validationText } from '../content/contact-form';
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  HAS_INVISIBLE,
  INVISIBLE_ONLY,
  MULTI_LINE_FIELDS,
  MULTI_LINE_TEXT,
  PHONE_PATTERN,
  REQUIRED_TEXT_FIELDS,
  SINGLE_LINE_TEXT,
} from './contact-message-limits.mjs';

export type ContactFormValues = Record<ContactFormField, string>;
export type FieldErrors = Partial<Record<ContactFormField, string>>;

/** What is stored: trimmed texts, the phone number only when given. */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export type ContactFormCheck =
  | { outcome: 'valid'; message: ContactMessage }
  /** A required field is empty: one toast for all of them, plus a message per empty field. */
  | { outcome: 'missing'; errors: FieldErrors }
  /** Everything is filled in, but something is too long or badly shaped. */
  | { outcome: 'invalid'; errors: FieldErrors };

export const FORM_FIELDS: readonly ContactFormField[] = ['name', 'email', 'phone', 'message'];

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/** The problem with one (trimmed, non-empty) value, or undefined. */
function fieldProblem(field: ContactFormField, value: string): string | undefined {
  const allowedCharacters = MULTI_LINE_FIELDS.includes(field) ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
  if (!allowedCharacters.regExp.test(value)) return validationText.controlCharacter(field);
  if (INVISIBLE_ONLY.regExp.test(value)) return validationText.invisibleOnly(field);
  if (value.length > FIELD_LIMITS[field]) return validationText.tooLong(field, FIELD_LIMITS[field]);
  if (field === 'email' && (!EMAIL_PATTERN.test(value) || HAS_INVISIBLE.regExp.test(value))) {
    return validationText.emailShape;
  }
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return validationText.phoneCharacters;
  return undefined;
}

/** Checks the form the way the database rules will, so a message the form accepts is stored. */
export function validateContactForm(values: ContactFormValues): ContactFormCheck {
  const trimmed: ContactFormValues = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };

  const missing: FieldErrors = {};
  for (const field of REQUIRED_TEXT_FIELDS) {
    if (trimmed[field] === '') missing[field] = validationText.required[field as keyof typeof validationText.required];
  }
  if (Object.keys(missing).length > 0) return { outcome: 'missing', errors: missing };

  const errors: FieldErrors = {};
  for (const field of FORM_FIELDS) {
    const problem = trimmed[field] === '' ? undefined : fieldProblem(field, trimmed[field]);
    if (problem) errors[field] = problem;
  }
  if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };

  const { name, email, phone, message } = trimmed;
  return { outcome: 'valid', message: phone ? { name, email, phone, message } : { name, email, message } };
}

/** The first error in form order: the field to move focus to and the message to show in the toast. */
export function firstError(errors: FieldErrors): { field: ContactFormField; message: string } | undefined {
  for (const field of FORM_FIELDS) {
    const message = errors[field];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}
