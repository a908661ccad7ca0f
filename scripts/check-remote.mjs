/**
 * `pnpm check:remote <remote>`: what a change to one remote can break, in minutes instead of the whole
 * `npm test`: lint and types of its package, its unit tests, its build (prerender included), the
 * contract check of what it built against what the shell expects, and the browser specs of its routes
 * (its own spec plus the cross-cutting ones on its routes) with the other apps as they are built.
 * Its browser specs run on a site of their own (CHECK_REMOTE_PORT_BASE), so it runs beside `npm start`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRemoteApps as remoteApps } from '@codekade/platform/apps';
import { buildPinProblems } from '@codekade/platform/build-pins-check';
import { filesBelow } from '@codekade/platform/integrity-pins';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { remoteFromArguments } from '@codekade/platform/remote-arg';
import { e2eGrepFor, e2eSpecsFor } from '@codekade/platform/remote-checks';
import { repoRoot, run, tryRun } from '@codekade/platform/run';
import { secondSiteEnvironment, secondSitePlan } from '@codekade/platform/second-site';
import { ensureChromium } from '@codekade/platform/system-tools';
import { createJiti } from 'jiti';

const app = remoteFromArguments('check:remote');
const settings = readLocalSettings(process.env);
const checkBase = settings.checkRemotePortBase;
const beside = secondSitePlan(settings, checkBase, { who: 'pnpm check:remote', setting: 'CHECK_REMOTE_PORT_BASE' });
if (beside.clash.length > 0) {
  console.error(`✖ ${beside.line}`);
  process.exit(2);
}
console.log(beside.line);
const started = Date.now();
const timings = [];

async function step(name, work) {
  const stepStarted = Date.now();
  await work();
  timings.push([name, Date.now() - stepStarted]);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The shell's own contract check (shell/server/remote-contract.ts) on the remote's build folder,
 * against the shell's build folder: TypeScript, loaded with jiti through the shell's package exports.
 * @returns {Promise<string[]>} the problems; empty when the live shell would accept this build
 */
async function contractProblems() {
  /** @type {typeof import('shell/remote-contract')} */
  const jiti = createJiti(import.meta.url);
  const { remoteContractProblems } = await jiti.import('shell/remote-contract');
  /** @type {typeof import('@codekade/platform/site-menus')} */
  const { siteAreas } = await jiti.import('@codekade/platform/site-menus');
  const readJson = async (file) => JSON.parse(await readFile(join(repoRoot, app.dir, 'dist', file), 'utf8'));
  const shellManifest = JSON.parse(await readFile(join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8'));
  return remoteContractProblems({ remote: app.name, areas: siteAreas, readJson, shellManifest });
}

/** An app counts as built when the files the local server and the composer read are there. */
function isBuilt(dir) {
  const dist = join(repoRoot, dir, 'dist');
  const files = dir === 'shell' ? ['index.html', 'mf-manifest.json', '../dist-server/main.js'] : ['mf-manifest.json'];
  return files.every((file) => existsSync(join(dist, file)));
}

await step('lint', () => run('pnpm', ['exec', 'biome', 'check', app.dir]));
await step('types', () => run('pnpm', ['--filter', app.dir, 'typecheck']));
await step('unit tests', () => run('pnpm', ['exec', 'vitest', 'run', `${app.dir}/`]));
await step('build', () => run('pnpm', ['--filter', app.dir, 'build']));
await step('pins and fragment sizes', () => {
  const dist = join(repoRoot, app.dir, 'dist');
  const problems = buildPinProblems(dist, { files: filesBelow(dist) });
  if (problems.length > 0) {
    console.error(`\n✖ ${app.dir}'s build cannot be released:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`✔ every file of ${app.dir}/dist matches its pin, every fragment is within the composer's limit.`);
});
await step('other apps as built', () => {
  const missing = ['shell', ...remoteApps.map((remote) => remote.dir)].filter(
    (dir) => dir !== app.dir && !isBuilt(dir),
  );
  for (const dir of missing) run('pnpm', ['--filter', dir, 'build']);
});
await step('contract', async () => {
  console.log(`\n> contract check of ${app.dir}/dist against shell/dist`);
  const problems = await contractProblems();
  if (problems.length > 0) {
    console.error(`\n✖ ${app.dir} breaks the contract with the shell:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`✔ ${app.name}'s manifest and fragments are what the shell expects.`);
});
await step('browser specs', () => {
  ensureChromium();
  const contactStoreDir = mkdtempSync(join(tmpdir(), 'codekade-check-remote-store-'));
  const passed = tryRun(
    'pnpm',
    ['--filter', 'e2e', 'exec', 'playwright', 'test', ...e2eSpecsFor(app), '--grep', e2eGrepFor(app)],
    { env: secondSiteEnvironment(process.env, { portBase: checkBase, contactStoreDir }) },
  );
  rmSync(contactStoreDir, { recursive: true, force: true });
  if (!passed) {
    console.error(`\n✖ The browser specs of ${app.dir} failed (see above).`);
    process.exit(1);
  }
});

console.log(`\n✔ check:remote ${app.dir} passed in ${seconds(Date.now() - started)}:`);
for (const [name, ms] of timings) console.log(`  ${name.padEnd(20)} ${seconds(ms)}`);
