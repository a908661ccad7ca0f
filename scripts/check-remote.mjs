/**
 * `pnpm check:remote <remote>`: what a change to one remote can break, in minutes instead of the whole
 * `npm test`: lint and types of its package, its unit tests, its build (prerender included), the
 * contract check of what it built against what the shell expects, and the browser specs of its routes
 * (its own spec plus the cross-cutting ones on its routes) with the other apps as they are built.
 * Its browser specs run on a site of their own (CHECK_REMOTE_PORT_BASE), so it runs beside `npm start`.
 * Before a release (issue 48): every file matches its pin, every fragment is within the composer's
 * limit, and every page of the area keeps the first-load budget (150 KB gzip of JS, shell included,
 * measured as the bench measures it, printed beside the live version's figures).
 *
 * `pnpm check:remote <remote> --build <dir>` checks a build made elsewhere (a copy, an artifact): its
 * pins, fragment sizes and first-load budget only.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { localRemoteApps as remoteApps } from '@codekade/platform/apps';
import { buildPinProblems } from '@codekade/platform/build-pins-check';
import { firstLoadProblems } from '@codekade/platform/first-load-budget';
import { filesBelow } from '@codekade/platform/integrity-pins';
import { liveReleaseDir, localHostingDir, localHostingTarget, localSite } from '@codekade/platform/local-hosting';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { productionHostingTarget } from '@codekade/platform/release-targets';
import { remoteFromArguments } from '@codekade/platform/remote-arg';
import { e2eGrepFor, e2eSpecsFor } from '@codekade/platform/remote-checks';
import { repoRoot, run, tryRun } from '@codekade/platform/run';
import { secondSiteEnvironment, secondSitePlan } from '@codekade/platform/second-site';
import { ensureChromium } from '@codekade/platform/system-tools';
import { createJiti } from 'jiti';

const app = remoteFromArguments('check:remote');
const buildAt = process.argv.indexOf('--build');
/** A build made elsewhere, checked as it is (its pins and budget), or undefined for the remote's own build. */
const givenBuild = buildAt > 0 ? resolve(process.argv[buildAt + 1] ?? '') : undefined;
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

/** Refuses the build with its problems (English), or says it passed. */
function refuseOrPass(problems, passed) {
  if (problems.length > 0) {
    console.error(`\n✖ ${app.dir}'s build cannot be released:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`✔ ${passed}`);
}

const dist = givenBuild ?? join(repoRoot, app.dir, 'dist');
if (!givenBuild) {
  await step('lint', () => run('pnpm', ['exec', 'biome', 'check', app.dir]));
  await step('types', () => run('pnpm', ['--filter', app.dir, 'typecheck']));
  await step('unit tests', () => run('pnpm', ['exec', 'vitest', 'run', `${app.dir}/`]));
  await step('build', () => run('pnpm', ['--filter', app.dir, 'build']));
}
await step('pins and fragment sizes', () =>
  refuseOrPass(
    buildPinProblems(dist, { files: filesBelow(dist) }),
    `every file of ${dist} matches its pin, every fragment is within the composer's limit.`,
  ),
);
await step('other apps as built', () => {
  const missing = ['shell', ...remoteApps.map((remote) => remote.dir)].filter(
    (dir) => dir !== app.dir && !isBuilt(dir),
  );
  for (const dir of missing) run('pnpm', ['--filter', dir, 'build']);
});
await step('first-load budget', async () => {
  ensureChromium();
  // The live version's figures: the local hosting's when the local site runs (npm start), else the
  // production site's, when it answers (not on a closed network).
  const localLive = localSite(localHostingDir(), app.name);
  const hosting = liveReleaseDir(localLive)
    ? localHostingTarget(localLive)
    : productionHostingTarget(app, { withBackend: false });
  const live = await hosting.readLive().catch(() => undefined);
  const over = await firstLoadProblems({ remote: app.name, buildDir: dist, portBase: checkBase, live });
  refuseOrPass(over, `every page of ${app.dir} keeps the first-load budget.`);
});
if (givenBuild) {
  console.log(`\n✔ check:remote ${app.dir} --build ${givenBuild} passed in ${seconds(Date.now() - started)}.`);
  process.exit(0);
}
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
