// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { superviseParts } from './supervisor.mjs';

const dir = mkdtempSync(join(tmpdir(), 'codekade-supervisor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A part as the site's are: an HTTP server that reports when it serves. */
const servingPart = join(dir, 'serving-part.mjs');
writeFileSync(
  servingPart,
  `import { createServer } from 'node:http';
import { reportServing } from ${JSON.stringify(new URL('./supervisor.mjs', import.meta.url).pathname)};
const server = createServer((_, response) => response.end(process.argv[2]));
server.listen(0, '127.0.0.1', () =>
  reportServing([process.argv[2] + ' ' + server.address().port], () => new Promise((done) => server.close(done))));
`,
);
/** A part that starts a child of its own (as the contact part starts its emulator) and takes a while to serve. */
const slowPartWithChild = join(dir, 'slow-part-with-child.mjs');
writeFileSync(
  slowPartWithChild,
  `import { spawn } from 'node:child_process';
import { runPart } from ${JSON.stringify(new URL('./supervisor.mjs', import.meta.url).pathname)};
await runPart(async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'codekade-part-child']);
  await new Promise((done) => setTimeout(done, 800));
  return {
    lines: ['slow ' + child.pid],
    close: () => new Promise((done) => { child.once('exit', done); child.kill(); }),
  };
});
`,
);
const childrenOfParts = () => spawnSync('pgrep', ['-f', 'codekade-part-child']).stdout.toString().trim();
/** A part with a child of its own whose close never ends: it ignores a stop, as a hung delivery did. */
const stubbornPart = join(dir, 'stubborn-part.mjs');
writeFileSync(
  stubbornPart,
  `import { spawn } from 'node:child_process';
import { reportServing } from ${JSON.stringify(new URL('./supervisor.mjs', import.meta.url).pathname)};
const child = spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)', 'codekade-stubborn-child']);
reportServing(['stubborn ' + child.pid], () => new Promise(() => {}));
`,
);
/** Whether `pid` runs (a zombie, ended but not yet reaped, does not). */
const runs = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};
const childOf = (lines: string[]) => Number(lines[0]?.split(' ')[1]);
const failingPart = join(dir, 'failing-part.mjs');
writeFileSync(failingPart, "throw new Error('cannot start');\n");
/** Fails once the slow part has started its child. */
const lateFailingPart = join(dir, 'late-failing-part.mjs');
writeFileSync(lateFailingPart, "setTimeout(() => { throw new Error('cannot start'); }, 250);\n");

type Supervised = Awaited<ReturnType<typeof superviseParts>>;
let supervised: Supervised | undefined;
afterEach(() => supervised?.stop());

const portOf = (lines: string[], name: string) => Number(lines.find((line) => line.startsWith(name))?.split(' ')[1]);
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((done) => setTimeout(done, 20));
};

describe('superviseParts', () => {
  it("starts every part in a process of its own and gives their lines in the parts' order", async () => {
    supervised = await superviseParts([
      { name: 'a', script: servingPart, args: ['a'] },
      { name: 'b', script: servingPart, args: ['b'] },
    ]);
    expect(supervised.lines.map((line) => line.split(' ')[0])).toEqual(['a', 'b']);
    const pids = supervised.pids();
    expect(new Set([pids.a, pids.b, process.pid]).size).toBe(3);
    expect(await (await fetch(`http://127.0.0.1:${portOf(supervised.lines, 'b')}/`)).text()).toBe('b');
  });

  it('starts a part that was killed again, says so in one line each, and leaves the others running', async () => {
    const log: string[] = [];
    supervised = await superviseParts(
      [
        { name: 'a', script: servingPart, args: ['a'] },
        { name: 'b', script: servingPart, args: ['b'] },
      ],
      { restartDelayMs: 10, log: (line) => log.push(line) },
    );
    const before = supervised.pids();
    process.kill(Number(before.a), 'SIGKILL');
    await waitFor(() => supervised?.pids().a !== undefined && supervised.pids().a !== before.a);
    expect(log).toEqual([
      '✖ a stopped unexpectedly (killed by SIGKILL); starting it again in 0.01 s (restart 1 of at most 5).',
    ]);
    const after = supervised.pids();
    expect(after.a).not.toBe(before.a);
    expect(after.b).toBe(before.b);
    expect(await (await fetch(`http://127.0.0.1:${portOf(supervised.lines, 'b')}/`)).text()).toBe('b');
  });

  it('leaves a part that keeps crashing stopped, in one line, while the others run on', async () => {
    const log: string[] = [];
    supervised = await superviseParts(
      [
        { name: 'a', script: servingPart, args: ['a'] },
        { name: 'b', script: servingPart, args: ['b'] },
      ],
      { restartDelayMs: 10, maxRestarts: 2, log: (line) => log.push(line) },
    );
    for (let kill = 0; kill < 3; kill += 1) {
      const pid = supervised.pids().a;
      process.kill(Number(pid), 'SIGKILL');
      await waitFor(() => (supervised?.pids().a !== undefined && supervised.pids().a !== pid) || log.length === 3);
    }
    // Each restart waits twice as long as the one before.
    expect(log.slice(0, 2)).toEqual([
      '✖ a stopped unexpectedly (killed by SIGKILL); starting it again in 0.01 s (restart 1 of at most 2).',
      '✖ a stopped unexpectedly (killed by SIGKILL); starting it again in 0.02 s (restart 2 of at most 2).',
    ]);
    expect(log.at(-1)).toBe(
      '✖ a stopped again (killed by SIGKILL) after 2 restarts within 60 s; it stays stopped, the rest of the site runs on.',
    );
    expect(supervised.pids().a).toBeUndefined();
    expect(await (await fetch(`http://127.0.0.1:${portOf(supervised.lines, 'b')}/`)).text()).toBe('b');
  });

  it('ends a part that ignores the stop, and its children, once the grace has passed', async () => {
    supervised = await superviseParts([{ name: 'stubborn', script: stubbornPart }], { stopGraceMs: 200 });
    const pid = Number(supervised.pids().stubborn);
    const child = childOf(supervised.lines);
    expect(runs(child)).toBe(true);
    await supervised.stop();
    await waitFor(() => !runs(child));
    expect(runs(pid)).toBe(false);
  });

  it('ends what a crashed part started before it starts the part again (its children would hold its ports)', async () => {
    const log: string[] = [];
    supervised = await superviseParts([{ name: 'stubborn', script: stubbornPart }], {
      restartDelayMs: 10,
      log: (line) => log.push(line),
    });
    const firstChild = childOf(supervised.lines);
    process.kill(Number(supervised.pids().stubborn), 'SIGKILL');
    await waitFor(() => !runs(firstChild));
    expect(log).toHaveLength(1);
  });

  it('fails the start when a part ends before it serves, and stops the parts that did start', async () => {
    const started = superviseParts([
      { name: 'a', script: servingPart, args: ['a'] },
      { name: 'broken', script: failingPart },
    ]);
    await expect(started).rejects.toThrow(/^broken stopped before it served \(exit code 1\)\.$/);
    const servingChildren = spawnSync('pgrep', ['-P', String(process.pid), '-f', 'serving-part']);
    expect(servingChildren.stdout.toString()).toBe('');
  });

  it('lets a part told to stop while it starts finish starting and close what it started', async () => {
    const started = superviseParts([
      { name: 'slow', script: slowPartWithChild },
      { name: 'broken', script: lateFailingPart },
    ]);
    await expect(started).rejects.toThrow(/^broken stopped before it served/);
    expect(childrenOfParts()).toBe('');
  });
});

describe('a SIGINT to npm alone reaches the site (some IDEs and process managers stop npm that way)', () => {
  const rootScripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts;

  it.each(['start', 'serve'])(
    'npm run %s: npm passes it to the script’s own node process',
    async (script) => {
      const dir = mkdtempSync(join(tmpdir(), 'npm-signal-'));
      let group: number | undefined;
      try {
        const command = String(rootScripts[script]).replace(/scripts\/\w+\.mjs/, 'probe.mjs');
        writeFileSync(
          join(dir, 'package.json'),
          JSON.stringify({ name: 'probe', private: true, scripts: { run: command } }),
        );
        writeFileSync(
          join(dir, 'probe.mjs'),
          "process.on('SIGINT', () => { console.log('SIGINT'); process.exit(0); }); console.log('ready'); setInterval(() => {}, 1000);",
        );
        const { spawn } = await import('node:child_process');
        // A group of its own, so a failed run leaves no probe behind (finally below).
        const npm = spawn('npm', ['run', '--silent', 'run'], {
          cwd: dir,
          stdio: ['ignore', 'pipe', 'inherit'],
          detached: true,
        });
        group = npm.pid;
        let output = '';
        await new Promise<void>((ready) =>
          npm.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('ready')) ready();
          }),
        );
        npm.kill('SIGINT');
        const ended = await new Promise<number | null | string>((done) => {
          npm.once('exit', (code) => done(code));
          setTimeout(() => done('still running 10 s after the SIGINT'), 10_000);
        });
        expect(output).toContain('SIGINT');
        expect(ended).toBe(0);
      } finally {
        try {
          if (group) process.kill(-group, 'SIGKILL');
        } catch {
          // Already gone: the stop worked.
        }
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
