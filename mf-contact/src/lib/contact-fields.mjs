// @ts-check
/**
 * The one declaration of a contact message's fields: what the visitor fills in, in the form's order.
 * Everything else follows from it: the form's fields and their checks, firestore.rules
 * (`pnpm contact:fields` writes it and the docs' field table; a unit test fails while either is
 * stale), the delivery function and its e-mail, and `npm run messages`. Each field's Dutch label,
 * example and error texts are in `src/content/contact-form.ts` (the type checker asks for them), and
 * the privacy statement (mf-about's `src/content/privacy.ts`) names each field.
 * Plain JavaScript with JSDoc types, because the Node tools (the rules writer, `npm run messages`) read it too.
 *
 * A field's kind says what it may hold:
 * - `line`: one line of text, no control characters at all;
 * - `text`: several lines (tabs and line feeds allowed), shown as a block in the e-mail;
 * - `email`: one line shaped as an address (name at domain.tld), without invisible characters: the reply goes there;
 * - `phone`: one line of digits, spaces and + - ( ).
 * Every field must show something (not only invisible characters) and is at most `maxLength` UTF-16
 * code units long (like String#length and Firestore's size()); an optional field is left out when empty.
 */

/** @typedef {'line' | 'text' | 'email' | 'phone'} ContactFieldKind */

/**
 * @typedef {object} ContactFieldDeclaration
 * @property {ContactFieldKind} kind
 * @property {boolean} required
 * @property {number} maxLength
 * @property {string} [autoComplete] the HTML autocomplete token of the form's field
 * @property {'half'} [width] side by side with the next half-width field (on wide screens)
 */

export const CONTACT_FIELDS = Object.freeze(
  /** @satisfies {Record<string, ContactFieldDeclaration>} */ (
    /** @type {const} */ ({
      name: { kind: 'line', required: true, maxLength: 100, autoComplete: 'name', width: 'half' },
      // The longest address the e-mail standards allow.
      email: { kind: 'email', required: true, maxLength: 254, autoComplete: 'email', width: 'half' },
      phone: { kind: 'phone', required: false, maxLength: 30, autoComplete: 'tel' },
      message: { kind: 'text', required: true, maxLength: 5000 },
    })
  ),
);

/** @typedef {keyof typeof CONTACT_FIELDS} ContactFormField */

/** @typedef {{ [K in ContactFormField]: (typeof CONTACT_FIELDS)[K]['required'] extends true ? K : never }[ContactFormField]} RequiredContactField */

/** @typedef {Exclude<ContactFormField, RequiredContactField>} OptionalContactField */

/**
 * A message as it is stored: trimmed texts, an optional field only when given.
 * @typedef {{ [K in RequiredContactField]: string } & { [K in OptionalContactField]?: string }} ContactMessage
 */

/** The fields in the form's order. */
export const CONTACT_FIELD_NAMES = /** @type {readonly ContactFormField[]} */ (
  Object.freeze(Object.keys(CONTACT_FIELDS))
);

/**
 * The declaration of one field (typed as any field's, for code that treats them all alike).
 * @param {ContactFormField} field
 * @returns {ContactFieldDeclaration}
 */
export const contactField = (field) => CONTACT_FIELDS[field];
