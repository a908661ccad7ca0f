import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactFormText } from 'mf-contact/content/contact-form';
import { mailsWith } from 'mf-contact/test-mail';
import { repoRoot } from '../support/changed-remote';
import { SUCCESS, storedMessagesWith, visitorMessage } from '../support/contact-messages';
import { builtStoreOrigin } from '../support/contact-store';
import { expect, portBase as sitePortBase, test } from '../support/site';

/**
 * `npm start` as a process manager or a closed terminal meets it: `npm run serve` (what `npm start`
 * runs after its build; this reuses the suite's build), on ports and data of its own. A part that dies
 * is started again, and a SIGINT to npm alone ends every process it started.
 */
const portBase = sitePortBase + 150;
const shell = `http://localhost:${portBase}`;
const storeOrigin = `http://127.0.0.1:${portBase + 10}`;
const inboxApi = `http://127.0.0.1:${portBase + 12}`;

test.describe.configure({ mode: 'serial' });

let npm: ChildProcess;
let output = '';
/** The site's processes and their commands before the stop, for the clean-up after a failed test. */
let treeBeforeStop: { pid: number; command: string }[] = [];

/** Each process's parent, from /proc: a zombie (ended, not yet reaped) counts as gone. */
function livingProcesses(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') parents.set(Number(entry), Number(parent));
    } catch {
      // Ended while read.
    }
  }
  return parents;
}

/** `pid` and every living process below it. */
function processTree(pid: number): number[] {
  const parents = livingProcesses();
  const tree = parents.has(pid) ? [pid] : [];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};
const isLiving = (pid: number) => livingProcesses().has(pid);

/** The delivery runner among the site's processes. */
const deliveryRunner = () => processTree(npm.pid ?? -1).find((pid) => commandOf(pid).includes('function-runner.mjs'));

test.beforeAll(async () => {
  // Starting seven processes, Java's emulator and maildev takes a while on a busy machine.
  test.setTimeout(120_000);
  npm = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE_PORT_BASE: String(portBase),
      CONTACT_STORE_PORT: String(portBase + 10),
      MAIL_SMTP_PORT: String(portBase + 11),
      MAIL_WEB_PORT: String(portBase + 12),
      CONTACT_STORE_DIR: mkdtempSync(join(tmpdir(), 'codekade-processes-store-')),
      LOCAL_HOSTING_DIR: mkdtempSync(join(tmpdir(), 'codekade-processes-hosting-')),
      SMTP_URL: undefined,
      // The first page must come from what the composer read before the site said it serves: a
      // budget no fetch meets (what it has in memory answers at once) and no refetch meanwhile.
      COMPOSER_FRAGMENT_BUDGET_MS: '1',
      COMPOSER_FRAGMENT_CACHE_MS: '600000',
    },
  });
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stoppen: Ctrl-C.')) resolve();
    };
    npm.stdout?.on('data', read);
    npm.stderr?.on('data', read);
    npm.once('exit', (code) => reject(new Error(`npm run serve ended (${code}) before it served:\n${output}`)));
  });
  await started;
});

test.afterAll(async () => {
  // Whatever a failed test left running.
  // A process id of the stopped site is killed only while it still runs the same command (no reuse).
  const stillThere = treeBeforeStop.filter(({ pid, command }) => isLiving(pid) && commandOf(pid) === command);
  const left = new Set([...processTree(npm?.pid ?? -1), ...stillThere.map(({ pid }) => pid)]);
  for (const pid of left) process.kill(pid, 'SIGKILL');
});

test('the first page after the start has its area in the first HTML: the composer warmed up before the site said it serves', async ({
  request,
}) => {
  const first = await (await request.get(`${shell}/over-ons`)).text();
  expect(first).toContain('Onze Reis');
});

test('kill -9 of the delivery runner: it is started again, in one line, and delivers the lead left pending', async ({
  page,
}) => {
  const runner = deliveryRunner();
  expect(runner, 'a function-runner.mjs process under npm').toBeDefined();
  // Frozen first, so the message the visitor sends now finds no runner to deliver it.
  process.kill(Number(runner), 'SIGSTOP');
  await page.route(`${builtStoreOrigin}/**`, (route) =>
    route.continue({ url: route.request().url().replace(builtStoreOrigin, storeOrigin) }),
  );
  const { token, values } = visitorMessage();
  await page.goto(`${shell}/contact`);
  const form = page.getByRole('region', { name: contactFormText.heading });
  for (const [field, value] of Object.entries(values)) {
    await form.getByLabel(contactFormText.labels[field as keyof typeof values]).fill(value);
  }
  await form.getByRole('button', { name: contactFormText.submit }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(await storedMessagesWith(token, storeOrigin)).toHaveLength(1);
  expect(await mailsWith(inboxApi, token), 'no runner, no e-mail: the lead is pending').toEqual([]);

  process.kill(Number(runner), 'SIGKILL');

  await expect
    .poll(() => output)
    .toContain(
      '✖ contact functions (function-runner.mjs) stopped unexpectedly (killed by SIGKILL); starting them again in 0.5 s.',
    );
  await expect.poll(deliveryRunner).not.toBe(runner);
  await expect.poll(async () => (await mailsWith(inboxApi, token)).length, { timeout: 30_000 }).toBe(1);
});

// SIGINT to npm alone, as some IDEs and process managers stop it (not Ctrl-C, which reaches the whole
// group): npm passes it to its script's process, which must be serve.mjs itself (the script execs
// node; a shell between them would keep it and wait). SIGTERM takes the same way.
test('SIGINT to npm alone ends every process it started within seconds', async () => {
  const tree = processTree(Number(npm.pid));
  treeBeforeStop = tree.map((pid) => ({ pid, command: commandOf(pid) }));
  // npm, serve.mjs, seven parts, the emulator, maildev and the runner.
  expect(tree.length).toBeGreaterThanOrEqual(12);
  npm.kill('SIGINT');
  // The supervisor gives each part 5 s to close what it started before it ends its process group.
  await expect
    .poll(() => tree.filter(isLiving).map((pid) => `${pid} ${commandOf(pid).slice(0, 120)}`), { timeout: 15_000 })
    .toEqual([]);
});
