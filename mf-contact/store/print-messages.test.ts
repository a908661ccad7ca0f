// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let dataDir: string;
let fileCounter = 0;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'print-messages-test-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes a stored document the way the store does (one JSON file, named by commit time). */
async function storeMessage(fields: Record<string, string>) {
  const storedAt = `2025-05-01T09:30:${String(10 + fileCounter).padStart(2, '0')}.000000Z`;
  const path = `contact_messages/m${fileCounter++}`;
  const document = {
    path,
    storedAt,
    fields: { email: 'jan@example.nl', message: 'Hallo', ...fields, createdAt: storedAt },
  };
  await writeFile(join(dataDir, `${storedAt.replace(/[^0-9]/g, '')}-${fileCounter}.json`), JSON.stringify(document));
}

async function printMessages(...args: string[]) {
  return promisify(execFile)(process.execPath, [join(import.meta.dirname, 'print-messages.mjs'), ...args], {
    env: { ...process.env, CONTACT_STORE_DIR: dataDir },
  });
}

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

describe('npm run messages with an unreadable file', () => {
  it.each([
    ['an empty file', ''],
    ['a cut-off file', '{"path": "contact_messages/x", "stor'],
    ['JSON that is not a document', '[1, 2, 3]'],
  ])('lists the other messages and warns about %s', async (_case, content) => {
    await storeMessage({ name: 'Eerste Afzender' });
    await writeFile(join(dataDir, '20250501093015000000-broken.json'), content);
    await storeMessage({ name: 'Tweede Afzender' });

    const { stdout, stderr } = await printMessages();

    expect(stdout).toContain('2 berichten');
    expect(stdout).toContain('Eerste Afzender');
    expect(stdout).toContain('Tweede Afzender');
    expect(stderr).toMatch(/^Skipped unreadable message file 20250501093015000000-broken\.json \(.+\)/);
  });

  it('skips a folder that is named like a message file', async () => {
    await storeMessage({ name: 'Eerste Afzender' });
    await mkdir(join(dataDir, '20250501093015000000-folder.json'));
    const { stdout, stderr } = await printMessages();
    expect(stdout).toContain('1 bericht ');
    expect(stderr).toContain('Skipped unreadable message file 20250501093015000000-folder.json');
  });
});

describe('npm run messages for one person (AVG access and erasure)', () => {
  it('shows each message with its e-mail delivery state', async () => {
    await storeMessage({ name: 'Verzonden' });
    await writeFile(
      join(dataDir, '20250501093059000000-sent.json'),
      JSON.stringify({
        path: 'contact_messages/sent',
        storedAt: '2025-05-01T09:30:59.000000Z',
        fields: {
          name: 'Afgeleverd',
          email: 'a@example.nl',
          message: 'Hallo',
          createdAt: '2025-05-01T09:30:59.000000Z',
          delivery: { state: 'failed', attempts: 3, lastError: 'Error: connect ECONNREFUSED' },
        },
      }),
    );
    const { stdout } = await printMessages();
    expect(stdout).toContain('e-mail: wacht op verzending (pending)');
    expect(stdout).toContain('e-mail: mislukt (3 pogingen), laatste fout: Error: connect ECONNREFUSED');
  });

  it('--from lists one sender, --erase deletes that sender’s messages and nothing else', async () => {
    await storeMessage({ name: 'Anna', email: 'anna@example.nl', message: 'Eerste van Anna' });
    await storeMessage({ name: 'Bram', email: 'bram@example.nl', message: 'Van Bram' });
    await storeMessage({ name: 'Anna', email: ' Anna@Example.nl', message: 'Tweede van Anna' });

    const listed = await printMessages('--from', 'anna@example.nl');
    expect(listed.stdout).toContain('2 berichten van anna@example.nl');
    expect(listed.stdout).not.toContain('Van Bram');

    const erased = await printMessages('--erase', 'anna@example.nl');
    expect(erased.stdout).toContain('2 berichten van anna@example.nl verwijderd');
    const { stdout } = await printMessages('--json');
    const remaining = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).fields.message);
    expect(remaining).toEqual(['Van Bram']);
  });

  it('refuses unknown or incomplete arguments with the usage', async () => {
    await expect(printMessages('--erase')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
    await expect(printMessages('--wis', 'x')).rejects.toMatchObject({ code: 2 });
  });
});
