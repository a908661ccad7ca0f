// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Timestamp } from '@codekade/platform/store/firestore-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleDenial } from './security-rules.mjs';

/**
 * Opt-in (a JVM start takes seconds): FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar
 * runs firestore.rules in Google's own emulator and checks that it decides every case as the
 * local store's rules do.
 */
const emulatorJar = process.env.FIRESTORE_EMULATOR_JAR;
const DATABASE = 'projects/demo-codekade/databases/(default)';

const base = { name: 'Jan Jansen', email: 'jan@example.nl', message: 'Hallo!' };
const cases: [string, Record<string, string>][] = [
  ['a complete message', {}],
  ['a phone number', { phone: '+31 (0)6-1234 5678' }],
  ['a name with NUL', { name: 'Jan\u0000' }],
  ['a name with ESC', { name: '\u001b[2JJan' }],
  ['a name with a tab', { name: 'Jan\tJansen' }],
  ['a name with a line break', { name: 'Jan\nJansen' }],
  ['a name with DEL', { name: 'Jan\u007f' }],
  ['a name with a C1 control', { name: 'Jan\u0085' }],
  ['a name of zero-width spaces', { name: '\u200b\u200b' }],
  ['a name of no-break spaces', { name: '\u00a0\u3000' }],
  ['a name of Hangul fillers', { name: '\u3164\u115f' }],
  ['a name of a braille blank', { name: '\u2800' }],
  ['a name of a direction override', { name: '\u202e' }],
  ['a name of tag characters', { name: '\u{E0041}\u{E0042}' }],
  ['a blank name', { name: '   ' }],
  ['an empty name', { name: '' }],
  ['a name with a joiner between letters', { name: 'Jan\u200dJansen' }],
  ['a name of joined emoji', { name: '👨‍👩‍👧' }],
  ['a right-to-left name with a mark', { name: 'مرحبا\u200f' }],
  ['a name of 50 emoji (100 UTF-16 units)', { name: '😀'.repeat(50) }],
  ['a name of 51 emoji', { name: '😀'.repeat(51) }],
  ['a message with tabs and line breaks', { message: 'Hallo\n\tdaar\n' }],
  ['a message with a carriage return', { message: 'Hallo\r\ndaar' }],
  ['a message with NUL', { message: 'Hallo\u0000' }],
  ['a message of line breaks and zero-width spaces', { message: '\n\u200b\n' }],
  ['a message of a variation selector', { message: '\ufe0f' }],
  ['an e-mail with a zero-width space', { email: 'jan\u200b@example.nl' }],
  ['an e-mail with a no-break space', { email: 'jan\u00a0@example.nl' }],
  ['an e-mail with a space', { email: 'jan @example.nl' }],
  ['an e-mail with line separators', { email: 'jan\u2028x\u2028@example.nl' }],
  ['an e-mail with accents', { email: 'zoë@voorbeeld.nl' }],
  ['an e-mail without a dot in the domain', { email: 'jan@example' }],
  ['a phone with a zero-width space', { phone: '06\u200b' }],
  ['a phone of spaces', { phone: '   ' }],
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let emulator: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  if (!emulatorJar) return;
  if (!existsSync(emulatorJar)) throw new Error(`FIRESTORE_EMULATOR_JAR: no file at ${emulatorJar}.`);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const rules = join(import.meta.dirname, '../../firestore.rules');
  emulator = spawn(
    'java',
    ['-cp', emulatorJar, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start'].concat([
      '--host=127.0.0.1',
      `--port=${port}`,
      `--rules=${rules}`,
    ]),
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The Firestore emulator did not start within 60 s.');
}, 70_000);

afterAll(() => {
  emulator?.kill();
});

describe.skipIf(!emulatorJar)('firestore.rules in the Firestore emulator decide as the local store does', () => {
  it.each(cases)('%s', async (_case, override) => {
    const fields = { ...base, ...override };
    const id = `c${Math.random().toString(36).slice(2)}`;
    const response = await fetch(`${origin}/v1/${DATABASE}/documents:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `${DATABASE}/documents/contact_messages/${id}`,
              fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])),
            },
            updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
            currentDocument: { exists: false },
          },
        ],
      }),
    });
    expect([200, 403], await response.clone().text()).toContain(response.status);

    const time = new Timestamp('2025-05-01T09:30:00.000000Z');
    const data = new Map<string, unknown>([...Object.entries(fields), ['createdAt', time]]);
    const localAllows = ruleDenial({ method: 'create', path: ['contact_messages', id], data, time }) === null;
    expect(response.status === 200).toBe(localAllows);
  });
});
