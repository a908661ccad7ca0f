/**
 * The field table of docs/contact-form.md, from the contact message's declaration and its texts:
 * `pnpm contact:fields` writes it between its markers, and a unit test fails while it is stale.
 */
import { contactFormText } from '../src/content/contact-form';
import { CONTACT_FIELD_NAMES, type ContactFieldKind, contactField } from '../src/lib/contact-fields.mjs';

export const FIELD_TABLE_START = '<!-- contact-fields:start -->';
export const FIELD_TABLE_END = '<!-- contact-fields:end -->';

const KIND_TEXTS: Record<ContactFieldKind, string> = {
  line: 'one line of text',
  text: 'text with line breaks and tabs',
  email: 'an e-mail address (name@domain.tld), nothing invisible',
  phone: 'digits, spaces and + - ( )',
};

/** The Markdown table: stored key, the form's label, required or not, length limit and what it may hold. */
export function contactFieldTable(): string {
  const rows = [
    ['field', 'label in the form', 'required', 'at most (characters)', 'holds'],
    ...CONTACT_FIELD_NAMES.map((field) => {
      const { kind, required, maxLength } = contactField(field);
      return [
        `\`${field}\``,
        contactFormText.labels[field],
        required ? 'yes' : 'no',
        String(maxLength),
        KIND_TEXTS[kind],
      ];
    }),
  ];
  // Aligned as the formatter leaves a Markdown table.
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** `text` with the part between the table's markers replaced by the table. */
export function withContactFieldTable(text: string): string {
  const start = text.indexOf(FIELD_TABLE_START);
  const end = text.indexOf(FIELD_TABLE_END);
  if (start < 0 || end < start) throw new Error(`The text has no ${FIELD_TABLE_START} … ${FIELD_TABLE_END} block.`);
  return `${text.slice(0, start + FIELD_TABLE_START.length)}\n${contactFieldTable()}\n${text.slice(end)}`;
}
