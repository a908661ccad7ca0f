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
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { workflowsFiredBy } from '../lib/path-filters.mjs';
import { changedFiles as changedFilesIn, changedPaths as changedPathsIn, runIn, SHELL_BUILD } from './workspace-copy';

/** The run's copy of the workspace (trial-copy-global-setup.ts), as committed there. */
const copy = inject('trialCopy');
const NEW_REMOTE = { dir: 'mf-jobs', path: '/vacatures', label: 'Vacatures' };

/** Runs a command in the copy; its output goes to this run's log; fails the test with its exit. */
function inCopy(command: string, args: string[]) {
  const status = runIn(copy, command, args);
  expect(status, `${command} ${args.join(' ')} ended with ${status}`).toBe(0);
}

/** The shell's build in the copy, file by file with a hash of its bytes: it must not change. */
const shellBuild = () =>
  SHELL_BUILD.flatMap((dir) =>
    readdirSync(join(copy, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => `${file} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`),
  );

const changedFiles = () => changedFilesIn(copy);
const changedPaths = () => changedPathsIn(copy);

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
