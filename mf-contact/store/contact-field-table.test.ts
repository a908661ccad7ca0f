// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_NAMES } from '../src/lib/contact-fields.mjs';
import { contactFieldTable, withContactFieldTable } from './contact-field-table';

describe('the field table of docs/contact-form.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/contact-form.md'), 'utf8');

  it('is what `pnpm contact:fields` writes from the fields’ declaration (run it after changing a field)', () => {
    expect(doc).toBe(withContactFieldTable(doc));
  });

  it('has one row per declared field', () => {
    const rows = contactFieldTable().split('\n').slice(2);
    expect(rows.map((row) => row.split('`')[1])).toEqual([...CONTACT_FIELD_NAMES]);
  });
});
