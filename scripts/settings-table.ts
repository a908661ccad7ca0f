/** `pnpm settings:table`: writes the table of every setting into README.md, between its markers. */
import { readFileSync, writeFileSync } from 'node:fs';
import { readmeWithSettingsTable } from './settings-catalogue';

const readmePath = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmePath, 'utf8');
const updated = readmeWithSettingsTable(readme);
writeFileSync(readmePath, updated);
console.log(
  updated === readme ? 'README.md: the settings table was up to date.' : 'README.md: settings table written.',
);
