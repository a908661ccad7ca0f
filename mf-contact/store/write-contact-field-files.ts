/**
 * `pnpm contact:fields`: writes what follows from the contact message's declaration
 * (src/lib/contact-fields.mjs) and is kept in the repository: /firestore.rules and the field table
 * of docs/contact-form.md. Run it after changing a field; the unit tests fail until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withContactFieldTable } from './contact-field-table';
import { securityRules } from './security-rules.mjs';

const root = join(import.meta.dirname, '../..');
const files: [path: string, write: (text: string) => string][] = [
  ['firestore.rules', () => securityRules()],
  ['docs/contact-form.md', withContactFieldTable],
];
for (const [path, write] of files) {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = write(before);
  writeFileSync(file, after);
  console.log(`${path}: ${after === before ? 'up to date' : 'written'}.`);
}
