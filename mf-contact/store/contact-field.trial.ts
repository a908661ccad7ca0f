// @vitest-environment node
/**
 * A new field of the contact message as the contact team adds one, in the run's copy of the
 * workspace (`npm test` runs this after the build, `pnpm test:contact-field` alone): an optional
 * "Bedrijfsnaam" of at most 100 characters takes three edited files (its declaration, its texts and
 * the privacy statement's line) and `pnpm contact:fields`, and then passes lint, the type checks and
 * the contact team's unit suites the field reaches (form, validation, rules in the emulator, the
 * function's reading and its e-mail, `npm run messages`), whose cases run for every declared field.
 * The copy is then as it was. The shipped form keeps the spec's four fields (contact-fields.test.ts,
 * which this trial does not run, as it checks exactly that).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedPaths, outputOf, runIn } from '@codekade/platform/scaffold/workspace-copy';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const copy = inject('trialCopy');

const DECLARATION = 'mf-contact/src/lib/contact-fields.mjs';
const TEXTS = 'mf-contact/src/content/contact-form.ts';
const PRIVACY = 'mf-about/src/content/privacy.ts';

/**
 * The contact team's unit suites a field reaches: the form, its validation, the rules (the file and
 * the emulator, also through the form's own sender), the function's reading and its e-mail, `npm run
 * messages` and the docs' table. Left out, to keep `npm test` short: the suites of the outbox's
 * timing, the durable store and App Check, which no field changes.
 */
const FIELD_SUITES = [
  'mf-contact/src/lib/contact-form-validation.test.ts',
  'mf-contact/src/components/ContactForm.test.tsx',
  'mf-contact/store/firestore-rules-file.test.ts',
  'mf-contact/store/firestore-rules.test.ts',
  'mf-contact/store/sdk-round-trip.test.ts',
  'mf-contact/store/messages-fields.test.ts',
  'mf-contact/store/contact-field-table.test.ts',
  'mf-contact/functions/src/stored-message.test.ts',
  'mf-contact/functions/src/notification-email.test.ts',
  'mf-contact/functions/src/delivery.test.ts',
];

/** Each edit a developer makes: the text in the file, and what it becomes (the formatter then indents it). */
const EDITS: { file: string; text: string; becomes: string }[] = [
  {
    file: DECLARATION,
    text: "phone: { kind: 'phone', required: false, maxLength: 30, autoComplete: 'tel' },\n",
    becomes: "$&company: { kind: 'line', required: false, maxLength: 100, autoComplete: 'organization' },\n",
  },
  {
    file: TEXTS,
    text: "mailLabel: 'Telefoon',\n  },\n",
    becomes: [
      '$&  company: {',
      "    label: 'Bedrijfsnaam (optioneel)',",
      "    placeholder: 'Bakkerij de Vries',",
      "    named: 'Bedrijfsnaam',",
      "    mailLabel: 'Bedrijf',",
      '  },\n',
    ].join('\n'),
  },
  { file: PRIVACY, text: "'Telefoonnummer (optioneel)',", becomes: "$& 'Bedrijfsnaam (optioneel)'," },
];

function edit({ file, text, becomes }: (typeof EDITS)[number]) {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  expect(before.split(text), `${file} holds ${JSON.stringify(text)} once`).toHaveLength(2);
  writeFileSync(path, before.replace(text, becomes));
}

/** Runs a command in the copy; fails the test with its exit. */
function inCopy(command: string, args: string[]) {
  const status = runIn(copy, command, args);
  expect(status, `${command} ${args.join(' ')} ended with ${status}`).toBe(0);
}

/** The copy as committed: what a trial before this one may have left is taken back. */
const resetCopy = () => {
  inCopy('git', ['checkout', '--quiet', '--', '.']);
  inCopy('git', ['clean', '--quiet', '-d', '--force']);
};

beforeAll(resetCopy);
afterAll(resetCopy);

describe('an optional "Bedrijfsnaam" added to the contact message', () => {
  it('takes three edited files and pnpm contact:fields, and passes the contact team’s checks and suites', () => {
    for (const change of EDITS) edit(change);
    // As a developer's editor leaves them (the privacy statement's list of data gets a line each).
    inCopy('pnpm', ['exec', 'biome', 'format', '--write', DECLARATION, TEXTS, PRIVACY]);
    expect(changedPaths(copy).sort()).toEqual([PRIVACY, TEXTS, DECLARATION].sort());

    inCopy('pnpm', ['contact:fields']);
    expect(changedPaths(copy).sort()).toEqual(
      ['docs/contact-form.md', 'firestore.rules', PRIVACY, TEXTS, DECLARATION].sort(),
    );
    const rules = readFileSync(join(copy, 'firestore.rules'), 'utf8');
    expect(rules).toContain("(!('company' in data) || (isLine(data, 'company', 100)))");

    inCopy('pnpm', ['exec', 'biome', 'check', DECLARATION, TEXTS, PRIVACY]);
    inCopy('pnpm', ['--filter', 'mf-contact', '--filter', 'mf-about', 'typecheck']);
    const suites = outputOf(copy, 'pnpm', ['exec', 'vitest', 'run', '--reporter=verbose', ...FIELD_SUITES]);
    expect(suites.status, 'the contact suites pass with the new field').toBe(0);
    // The cases that follow the declaration ran for the new field too, in every place it reaches.
    for (const reached of [
      'company: takes its maximum length and refuses one character more', // validation
      'company one character longer: allowed', // rules in the emulator
      'company: is in both bodies, under its label', // e-mail
      'has a labelled control for every declared field', // form
    ])
      expect(suites.output).toContain(reached);
  });
});
