/**
 * A copy of the workspace for the trials (`npm test` runs them after `pnpm build`): the workspace's
 * files as they are (committed or not, never what git ignores) and the apps as built, committed
 * there as one commit and installed offline, so a trial changes the copy as a team would its
 * clone and git says what it changed. One copy serves every trial of a run (trial-copy-global-setup.ts);
 * each trial leaves it as it found it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { remoteApps } from '../lib/app-registry.mjs';

const workspace = join(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's copy (trial-copy-global-setup.ts). */
    trialCopy: string;
  }
}

/** The shell's build: a trial may check it does not change. */
export const SHELL_BUILD = ['shell/dist', 'shell/dist-server'];

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
const commandEnvironment = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !VITEST_VARIABLES.has(name) && !name.startsWith('VITEST')),
  );

/**
 * Runs a command in `copy` as a developer would, its output into this run's log; the exit status
 * (an Error when it could not start).
 */
export function runIn(copy: string, command: string, args: readonly string[]): number | null {
  console.log(`\n> ${[command, ...args].join(' ')}  (in ${copy})`);
  const result = spawnSync(command, args, { cwd: copy, stdio: 'inherit', env: commandEnvironment() });
  if (result.error) throw result.error;
  return result.status;
}

/** Runs a command in `copy` like runIn, and also returns what it printed (to read which tests ran). */
export function outputOf(copy: string, command: string, args: readonly string[]) {
  console.log(`\n> ${[command, ...args].join(' ')}  (in ${copy})`);
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: commandEnvironment(),
    maxBuffer: 1 << 28,
  });
  if (result.error) throw result.error;
  const output = `${result.stdout}${result.stderr}`;
  console.log(output);
  return { status: result.status, output };
}

/** The copy's changed, added or deleted files, as git status lists them (empty: as committed). */
export const changedFiles = (copy: string) =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: copy, encoding: 'utf8' }).stdout;

/** The paths of the copy's changed, added or deleted files, as a push would list them. */
export const changedPaths = (copy: string) =>
  changedFiles(copy)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));

/** Makes the copy (needs `pnpm build` first); its folder. */
export function makeWorkspaceCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'codekade-trial-'));
  const must = (command: string, args: string[]) => {
    const status = runIn(copy, command, args);
    if (status !== 0) throw new Error(`${command} ${args.join(' ')} ended with ${status} in the trials' copy.`);
  };
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
  must('git', ['init', '--quiet']);
  must('git', ['add', '--all']);
  must('git', [...git, 'commit', '--quiet', '--message', 'the workspace before the trials']);
  must('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent']);
  return copy;
}
