// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './changed-remote';
import { copyOfRemote as copyOfRemoteAt, editSource, insideRepository } from './source-edit';

const file = 'src/content/about.ts';

// A Vitest worker may end without the process's exit event: the test removes its copies itself.
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(dirname(copy), { recursive: true, force: true });
});
function copyOfRemote(remoteDir: string): string {
  const copy = copyOfRemoteAt(remoteDir);
  copies.push(copy);
  return copy;
}
const treeStatus = () => execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });

describe("the e2e specs' source edit", () => {
  it('edits a copy of the remote outside the repository: the working tree stays as it was', () => {
    const before = treeStatus();
    const inTree = readFileSync(join(repoRoot, 'mf-about', file), 'utf8');
    const copy = copyOfRemote('mf-about');
    expect(insideRepository(copy)).toBe(false);

    editSource(copy, file, 'interface Milestone', 'interface EditedMilestone');

    expect(readFileSync(join(copy, file), 'utf8')).toBe(
      inTree.replace('interface Milestone', 'interface EditedMilestone'),
    );
    expect(readFileSync(join(repoRoot, 'mf-about', file), 'utf8')).toBe(inTree);
    expect(treeStatus()).toBe(before);
  });

  it("refuses a file of the repository, also one reached through the copy's linked node_modules", () => {
    const inTree = readFileSync(join(repoRoot, 'mf-about', file), 'utf8');
    expect(() =>
      editSource(join(repoRoot, 'mf-about'), file, 'interface Milestone', 'interface EditedMilestone'),
    ).toThrow(/inside the repository/);
    const copy = copyOfRemote('mf-about');
    expect(() => editSource(copy, 'node_modules/@codekade/shared/package.json', '"name"', '"bewerkt"')).toThrow(
      /inside the repository/,
    );
    expect(readFileSync(join(repoRoot, 'mf-about', file), 'utf8')).toBe(inTree);
  });

  it('fails loudly when the text to replace is not in the file', () => {
    expect(() => editSource(copyOfRemote('mf-about'), file, 'niet aanwezig', 'x')).toThrow(/is not in/);
  });
});
