import { describe, expect, it } from 'vitest';
import { contactFormText } from '../content/contact-form';
import { CONTACT_FIELD_NAMES, contactField } from './contact-fields.mjs';

describe('the shipped contact form', () => {
  it('has the spec’s fields: Naam, E-mailadres, Telefoonnummer (optional) and Je bericht, all text', () => {
    expect(CONTACT_FIELD_NAMES).toEqual(['name', 'email', 'phone', 'message']);
    expect(CONTACT_FIELD_NAMES.map((field) => contactFormText.labels[field])).toEqual([
      'Naam',
      'E-mailadres',
      'Telefoonnummer (optioneel)',
      'Je bericht',
    ]);
    expect(CONTACT_FIELD_NAMES.filter((field) => !contactField(field).required)).toEqual(['phone']);
  });
});
