import type { ChangeEvent } from 'react';
import { contactFormText } from '../content/contact-form';
import { type ContactFieldKind, type ContactFormField, contactField } from '../lib/contact-fields.mjs';
import { type FieldErrors, FORM_FIELDS } from '../lib/contact-form-validation';
import styles from './ContactForm.module.css';
import { TextField } from './TextField';

/** The control each kind of field is typed into. */
const CONTROLS: Record<ContactFieldKind, { type?: 'email' | 'tel'; multiline?: boolean }> = {
  line: {},
  text: { multiline: true },
  email: { type: 'email' },
  phone: { type: 'tel' },
};

const isHalfWidth = (field: ContactFormField | undefined) =>
  field !== undefined && contactField(field).width === 'half';

/** The declared fields in the form's order, two consecutive half-width ones side by side in one row. */
const FIELD_ROWS = FORM_FIELDS.reduce<ContactFormField[][]>((rows, field) => {
  const last = rows.at(-1);
  if (last?.length === 1 && isHalfWidth(last[0]) && isHalfWidth(field)) last.push(field);
  else rows.push([field]);
  return rows;
}, []);

interface ContactFieldsProps {
  values: Readonly<Record<ContactFormField, string>>;
  errors: FieldErrors;
  changeField: (field: ContactFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** Every declared field of the contact message, labelled, with its error; each as its kind is typed. */
export function ContactFields({ values, errors, changeField }: ContactFieldsProps) {
  const { labels, placeholders } = contactFormText;
  return FIELD_ROWS.map((row) => {
    const fields = row.map((field) => {
      const { kind, required, autoComplete } = contactField(field);
      return (
        <TextField
          key={field}
          name={field}
          {...CONTROLS[kind]}
          label={labels[field]}
          value={values[field]}
          onChange={changeField(field)}
          error={errors[field]}
          required={required}
          autoComplete={autoComplete}
          placeholder={placeholders[field]}
        />
      );
    });
    return row.length > 1 ? (
      <div key={row.join()} className={styles.row}>
        {fields}
      </div>
    ) : (
      fields
    );
  });
}
