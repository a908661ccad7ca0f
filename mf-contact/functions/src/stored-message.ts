/**
 * The reader of a stored message's fields, for its e-mail. The rules let only a well-formed message
 * in, but the document is data from outside all the same: a field that is not text reads as empty
 * (required) or as not given (optional), so the agency still gets the rest; other keys stay out.
 */
import * as v from 'valibot';
import { CONTACT_FIELD_NAMES, contactField } from '../../src/lib/contact-fields.mjs';
import type { ContactMessageFields } from './notification-email';

const storedMessage = v.object(
  Object.fromEntries(
    CONTACT_FIELD_NAMES.map((field) => [
      field,
      contactField(field).required ? v.fallback(v.string(), '') : v.fallback(v.optional(v.string()), undefined),
    ]),
  ),
);

/** The declared fields of a stored message, in the declaration's order; an optional one only when it is text. */
export function messageFields(data: Record<string, unknown>): ContactMessageFields {
  const fields = v.parse(storedMessage, data);
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ContactMessageFields;
}
