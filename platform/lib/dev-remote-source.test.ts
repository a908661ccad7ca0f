// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devServerFolder } from './dev-remote-source.mjs';
import { repoRoot } from './run.mjs';

const about = { dir: 'mf-about', name: 'mf_about' };
const scratch = mkdtempSync(join(tmpdir(), 'dev-remote-source-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderOf(name: string): string {
  const folder = join(scratch, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name }));
  return folder;
}

describe('the folder dev:remote runs its dev server in', () => {
  it("is the remote's own folder without --source", () => {
    expect(devServerFolder(about, ['node', 'dev-remote.mjs', 'mf-about', '--live', 'http://localhost:1'])).toBe(
      join(repoRoot, 'mf-about'),
    );
  });

  it('is the copy --source names', () => {
    const copy = folderOf('mf-about');
    expect(devServerFolder(about, ['node', 'dev-remote.mjs', 'mf-about', '--source', copy])).toBe(copy);
  });

  it('refuses a folder that is not a copy of the remote, or none', () => {
    const other = folderOf('mf-home');
    expect(() => devServerFolder(about, ['node', 'dev-remote.mjs', 'mf-about', '--source', other])).toThrow(
      /copy of mf-about.*package mf-home/,
    );
    expect(() =>
      devServerFolder(about, ['node', 'dev-remote.mjs', 'mf-about', '--source', join(scratch, 'none')]),
    ).toThrow(/package missing/);
    expect(() => devServerFolder(about, ['node', 'dev-remote.mjs', 'mf-about', '--source'])).toThrow(/got nothing/);
  });
});
