// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMessagesCommand } from './firestore-messages.mjs';
import { LOCAL_PROJECT_ID } from './functions-process.mjs';
import { parseMessagesCommand } from './messages-command.mjs';
import { adminFirestore, emulatorHost } from './test-firestore';
import { freePort } from './test-mail';

let firestore: Firestore;
let messageCounter = 0;

beforeEach(() => {
  // Each case on a project of its own on the run's emulator: it lists and erases all of one.
  firestore = adminFirestore(`demo-messages-${randomUUID().slice(0, 8)}`);
});

afterEach(async () => {
  await firestore.terminate();
});

/** Stores a message as the form and the function leave it (createdAt one second after the last). */
async function storeMessage(fields: Record<string, unknown>) {
  messageCounter += 1;
  await firestore.doc(`contact_messages/m${messageCounter}`).create({
    email: 'jan@example.nl',
    message: 'Hallo',
    ...fields,
    createdAt: new Date(Date.UTC(2025, 4, 1, 9, 30, messageCounter)),
  });
}

/** `npm run messages` with these arguments on this case's project; what it printed. */
async function printMessages(...args: string[]) {
  const lines: string[] = [];
  await runMessagesCommand(firestore, parseMessagesCommand(args), 'de test', (line: string) => lines.push(line));
  return { stdout: `${lines.join('\n')}\n` };
}

const printMessagesCommand = (...args: string[]) =>
  promisify(execFile)(process.execPath, [join(import.meta.dirname, 'print-messages.mjs'), ...args], {
    env: { ...process.env, CONTACT_STORE_PORT: emulatorHost().split(':')[1], METADATA_SERVER_DETECTION: 'none' },
  });

/** C0 (but tab and line feed, which have their own escapes), DEL and C1. */
const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, code) => 0x80 + code),
].map((code) => String.fromCodePoint(code));
const invisibleCharacters = ['\u200b', '\u200d', '\u2060', '\ufeff', '\u202e', '\u2066', '\u200f', '\u2028', '\u00ad'];

describe('npm run messages shows what visitors typed, never acts on it', () => {
  it('prints no control or invisible character raw, in any field', async () => {
    const hostile = [...controlCharacters, ...invisibleCharacters].join('');
    await storeMessage({
      name: `N${hostile}`,
      email: `e${hostile}@x.nl`,
      phone: `06${hostile}`,
      message: `M${hostile}`,
    });

    const { stdout } = await printMessages();

    // The only raw control characters left are the line feeds of the output itself.
    const raw = [...stdout].filter((character) => character !== '\n' && /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(character));
    expect(raw.map((character) => character.codePointAt(0)?.toString(16))).toEqual([]);
    expect(stdout).toContain('N\\x00\\x01');
    expect(stdout).toContain('\\e');
    expect(stdout).toContain('\\x9b');
    expect(stdout).toContain('\\u{202E}');
    expect(stdout).toContain('\\u{200B}');
  });

  it('escapes the screen clear and an OSC title and hyperlink', async () => {
    await storeMessage({
      name: '\x1b[2JJan',
      message: 'Zie \x1b]8;;https://evil.example\x07hier\x1b]8;;\x07 \x1b]0;Gehackt\x07',
    });
    const { stdout } = await printMessages();
    expect(stdout).not.toContain('\x1b');
    expect(stdout).not.toContain('\x07');
    expect(stdout).toContain('\\e[2JJan');
    expect(stdout).toContain('\\e]8;;https://evil.example\\x07hier');
  });

  it('cannot fake a second entry with a line break in the name or the message', async () => {
    await storeMessage({
      name: 'Jan\r\n── 1 jan 2025, 00:00 · Nep <nep@example.nl>',
      message: 'Echt bericht\n── 1 jan 2025, 00:00 · Nep <nep@example.nl>\nNep bericht',
    });
    const { stdout } = await printMessages();
    const entryLines = stdout.split('\n').filter((line) => line.startsWith('──'));
    expect(entryLines).toHaveLength(1);
    expect(entryLines[0]).toContain('Jan\\r\\n── 1 jan 2025');
    // The visitor's own line breaks stay, indented under the entry.
    expect(stdout).toContain('\n   Echt bericht\n   ── 1 jan 2025, 00:00 · Nep');
  });

  it('keeps ordinary text, accents and emoji as they are', async () => {
    await storeMessage({ name: 'Zoë van \u00c9cole', message: 'Goed 👍\nTweede regel' });
    const { stdout } = await printMessages();
    expect(stdout).toContain('Zoë van École <jan@example.nl>');
    expect(stdout).toContain('   Goed 👍\n   Tweede regel');
  });

  it('leaves --json exact, JSON-escaped', async () => {
    await storeMessage({ name: '\x1b[2J\u200b' });
    const { stdout } = await printMessages('--json');
    expect(stdout).toContain('"name":"\\u001b[2J\u200b"');
    expect(JSON.parse(stdout).fields.name).toBe('\x1b[2J\u200b');
  });
});

describe('npm run messages with a document that is not a message', () => {
  it('lists it with what it has, next to the others', async () => {
    await storeMessage({ name: 'Eerste Afzender' });
    await storeMessage({ name: 42, email: null, message: { text: 'geen tekst' } });
    const { stdout } = await printMessages();
    expect(stdout).toContain('2 berichten');
    expect(stdout).toContain('Eerste Afzender');
  });
});

describe('npm run messages for one person (AVG access and erasure)', () => {
  it('shows each message with its e-mail delivery state, and a possible second e-mail', async () => {
    await storeMessage({ name: 'Verzonden' });
    await storeMessage({
      name: 'Mislukt',
      delivery: { state: 'failed', attempts: 3, lastError: 'Error: connect ECONNREFUSED' },
    });
    await storeMessage({
      name: 'Twee keer',
      delivery: { state: 'sent', attempts: 2, sentTime: new Date('2025-05-01T09:31:00Z'), maybeSentTwice: true },
    });
    const { stdout } = await printMessages();
    expect(stdout).toContain('e-mail: wacht op verzending (pending)');
    expect(stdout).toContain('e-mail: mislukt (3 pogingen), laatste fout: Error: connect ECONNREFUSED');
    expect(stdout).toContain(
      'e-mail: verzonden 1 mei 2025, 11:31 (2 pogingen; mogelijk twee keer verzonden, met dezelfde Message-ID)',
    );
  });

  it('--from lists one sender, --erase deletes that sender’s messages and nothing else', async () => {
    await storeMessage({ name: 'Anna', email: 'anna@example.nl', message: 'Eerste van Anna' });
    await storeMessage({ name: 'Bram', email: 'bram@example.nl', message: 'Van Bram' });
    await storeMessage({ name: 'Anna', email: ' Anna@Example.nl', message: 'Tweede van Anna' });

    const listed = await printMessages('--from', 'anna@example.nl');
    expect(listed.stdout).toContain('2 berichten van anna@example.nl');
    expect(listed.stdout).not.toContain('Van Bram');

    const erased = await printMessages('--erase', 'anna@example.nl');
    expect(erased.stdout).toContain('2 berichten van anna@example.nl verwijderd uit de test');
    const { stdout } = await printMessages('--json');
    const remaining = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).fields.message);
    expect(remaining).toEqual(['Van Bram']);
  });

  it('refuses unknown or incomplete arguments with the usage', async () => {
    await expect(printMessagesCommand('--erase')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage'),
    });
    await expect(printMessagesCommand('--wis', 'x')).rejects.toMatchObject({ code: 2 });
  });
});

describe('npm run messages as a command', () => {
  it('reads the local emulator through the Admin SDK', async () => {
    const local = adminFirestore();
    const address = `${randomUUID()}@example.nl`;
    await local
      .collection('contact_messages')
      .add({ name: 'Lokaal', email: address, message: 'Hoi', createdAt: new Date() });
    const { stdout } = await printMessagesCommand('--from', address);
    expect(stdout).toContain(`1 bericht van ${address} in de Firestore-emulator op ${emulatorHost()}`);
    expect(stdout).toContain('Lokaal <');
    await local.terminate();
  });

  it('without a running site, starts the emulator on the stored messages and saves an erasure back', async () => {
    const port = String(await freePort());
    const dataDir = await mkdtemp(join(tmpdir(), 'messages-command-'));
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [join(import.meta.dirname, 'print-messages.mjs'), ...args], {
        env: {
          ...process.env,
          CONTACT_STORE_PORT: port,
          CONTACT_STORE_DIR: dataDir,
          METADATA_SERVER_DETECTION: 'none',
        },
      });
    try {
      // A stored message as an earlier run of the site left it: exported to the data directory
      // (from the run's emulator, as the site exports it).
      const address = `${randomUUID()}@example.nl`;
      const stored = adminFirestore();
      await stored
        .collection('contact_messages')
        .add({ name: 'Bewaard', email: address, message: 'Nog hier?', createdAt: new Date() });
      await stored.terminate();
      const exported = await fetch(`http://${emulatorHost()}/emulator/v1/projects/${LOCAL_PROJECT_ID}:export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          database: `projects/${LOCAL_PROJECT_ID}/databases/(default)`,
          export_directory: dataDir,
          export_name: 'firestore_export',
        }),
      });
      expect(exported.ok).toBe(true);

      expect((await run('--erase', address)).stdout).toContain(`1 bericht van ${address} verwijderd`);
      expect((await run('--from', address)).stdout).toContain(`Nog geen berichten van ${address}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
