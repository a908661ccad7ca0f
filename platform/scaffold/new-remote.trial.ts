// @vitest-environment node
/**
 * `pnpm new:remote` as a new team uses it, in a copy of the workspace (`npm test` runs this after the
 * build, `pnpm test:new-remote` alone): it creates a sixth area that fires only its own workflow and
 * the discovery document's (GitHub's path filters over the files it changed), whose output passes lint, typecheck,
 * the tests of every file derived from the registry and `pnpm check:remote` (its unit test, build,
 * contract and browser specs) against the shell as it was built before the area existed (the shell
 * learns the area at run time: no shell build), and `pnpm remove:remote` then leaves the copy's files
 * exactly as they were.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { remoteApps } from '../lib/app-registry.mjs';
import { workflowsFiredBy } from '../lib/path-filters.mjs';

// Each step installs, builds or runs a browser: minutes on a loaded machine; the clock decides nothing.
vi.setConfig({ testTimeout: 20 * 60_000, hookTimeout: 10 * 60_000 });

const workspace = join(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'codekade-new-remote-'));
const NEW_REMOTE = { dir: 'mf-jobs', path: '/vacatures', label: 'Vacatures' };

/**
 * What Vitest and its command shim add to the environment: a build with NODE_ENV=test is a development
 * build, and with the shim's NODE_PATH (this workspace's modules) maildev exits at once in the copy.
 */
const VITEST_VARIABLES = new Set([
  'NODE_ENV',
  'NODE_PATH',
  'TEST',
  'PROD',
  'DEV',
  'BASE_URL',
  'MODE',
  'SSR',
  'FORCE_TTY',
]);

/** This run's environment as a developer's shell has it, without what Vitest set. */
const commandEnvironment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !VITEST_VARIABLES.has(name) && !name.startsWith('VITEST')),
);

/** Runs a command in the copy; its output goes to this run's log; fails the test with its exit. */
function inCopy(command: string, args: string[]) {
  console.log(`\n> ${[command, ...args].join(' ')}  (in ${copy})`);
  const result = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: commandEnvironment });
  expect(result.status, `${command} ${args.join(' ')} ended with ${result.status ?? result.signal}`).toBe(0);
}

/** The shell's build in the copy, file by file with a hash of its bytes: it must not change. */
const SHELL_BUILD = ['shell/dist', 'shell/dist-server'];
const shellBuild = () =>
  SHELL_BUILD.flatMap((dir) =>
    readdirSync(join(copy, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => `${file} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`),
  );

/** The copy's files with their content: what git sees changed, added or deleted since the copy was made. */
const changedFiles = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' }).stdout;

/** The paths of the copy's changed, added or deleted files, as a push would list them. */
const changedPaths = () =>
  changedFiles()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));

/** The copy's workflows as committed there: file name to its parsed YAML. */
const copyWorkflows = () => {
  const dir = join(copy, '.github/workflows');
  return Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      parse(readFileSync(join(dir, name), 'utf8')) as { on: { push: { paths: string[] } } },
    ]),
  );
};

beforeAll(() => {
  // The workspace's files as they are (committed or not, never what git ignores), and the apps as built.
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: workspace,
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const file of files.filter((name) => name && existsSync(join(workspace, name)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(workspace, file), join(copy, file));
  }
  for (const built of [...SHELL_BUILD, ...remoteApps.map((app) => `${app.dir}/dist`)]) {
    if (!existsSync(join(workspace, built))) throw new Error(`${built} is missing: run pnpm build first.`);
  }
  // Everything the build wrote (dist, dist-server, dist-prerender, the contact functions' bundle, the
  // shell's generated font CSS): what git ignores but for installs and run data.
  const outputs = spawnSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], {
    cwd: workspace,
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const output of outputs.filter(
    (path) => path && !/(^|\/)(node_modules|\.data|test-results|playwright-report)\//.test(path),
  ))
    cpSync(join(workspace, output), join(copy, output), { recursive: true });
  const git = ['-c', 'user.name=trial', '-c', 'user.email=trial@localhost', '-c', 'commit.gpgsign=false'];
  inCopy('git', ['init', '--quiet']);
  inCopy('git', ['add', '--all']);
  inCopy('git', [...git, 'commit', '--quiet', '--message', 'the workspace before pnpm new:remote']);
  inCopy('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent']);
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('a sixth area made by pnpm new:remote', () => {
  it('passes lint, typecheck, the derived files’ tests and pnpm check:remote, with the shell as built before', () => {
    const shellBefore = shellBuild();
    inCopy('pnpm', ['new:remote', NEW_REMOTE.dir, '--path', NEW_REMOTE.path, '--label', NEW_REMOTE.label]);
    // The area is the remote's own declaration; the build-time registry names no base path.
    const declaration = JSON.parse(readFileSync(join(copy, NEW_REMOTE.dir, 'area.json'), 'utf8'));
    expect(declaration.area).toMatchObject({ basePaths: [NEW_REMOTE.path], pageName: NEW_REMOTE.label });
    expect(readFileSync(join(copy, 'shared/src/apps.mjs'), 'utf8')).not.toContain(NEW_REMOTE.path);
    // Only the new remote's workflow and the discovery document's run for it: every generated
    // workflow's on.push.paths, read by GitHub's rules, against the files the command changed.
    const changed = changedPaths();
    console.log(
      `pnpm new:remote changed outside ${NEW_REMOTE.dir}/: ${changed.filter((path) => !path.startsWith(`${NEW_REMOTE.dir}/`)).join(', ')}`,
    );
    expect(workflowsFiredBy(copyWorkflows(), changed)).toEqual(['discovery.yml', `${NEW_REMOTE.dir}.yml`]);
    inCopy('pnpm', ['lint']);
    inCopy('pnpm', ['typecheck']);
    // The area's own unit test runs in check:remote; here the tests of what derives from the registry.
    inCopy('pnpm', [
      'exec',
      'vitest',
      'run',
      'platform/lib/app-registry.test.ts',
      'platform/lib/hosting-config.test.ts',
      'platform/lib/workflows.test.ts',
      'platform/lib/release-inputs.test.ts',
      'platform/lib/discovery-document.test.ts',
      'scripts/settings-table.test.ts',
    ]);
    inCopy('pnpm', ['check:remote', NEW_REMOTE.dir]);
    expect(shellBuild()).toEqual(shellBefore);
  });

  it('is taken out again by pnpm remove:remote, leaving the files as they were', () => {
    inCopy('pnpm', ['remove:remote', NEW_REMOTE.dir]);
    expect(changedFiles()).toBe('');
  });
});
