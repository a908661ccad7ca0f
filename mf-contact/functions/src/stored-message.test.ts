// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyField, optionalFields, requiredFields } from '../../src/lib/contact-fields.test-helper';
import { messageFields } from './stored-message';

describe('the fields of a stored message', () => {
  it('are every declared field, and nothing else of the document', () => {
    const stored = { ...everyField(), createdAt: new Date(), delivery: { state: 'sent' }, website: 'spam' };
    expect(messageFields(stored)).toEqual(everyField());
  });

  it('read a required field that is no text as empty, and leave out an optional one', () => {
    const damaged = Object.fromEntries([...requiredFields, ...optionalFields].map((field) => [field, 42]));
    expect(messageFields(damaged)).toEqual(Object.fromEntries(requiredFields.map((field) => [field, ''])));
  });

  it('are texts only, every required one there, whatever the document holds', () => {
    const anyFields = fc.record(
      Object.fromEntries([...requiredFields, ...optionalFields].map((field) => [field, fc.anything()])),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), anyFields, (extra, fields) => {
        const read = messageFields({ ...extra, ...fields });
        for (const value of Object.values(read)) expect(typeof value).toBe('string');
        for (const field of requiredFields) expect(read).toHaveProperty(field);
      }),
    );
  });
});
