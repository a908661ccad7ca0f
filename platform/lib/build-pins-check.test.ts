// @vitest-environment node
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPinProblems } from './build-pins-check.mjs';
import { filesBelow, pinBuild } from './integrity-pins.mjs';

function pinnedBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'codekade-pins-check-'));
  mkdirSync(join(dist, 'ssr/pages'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"mf_home"}');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var mf_home;');
  writeFileSync(join(dist, 'ssr/pages/index.json'), `{"html":"${'x'.repeat(2000)}"}`);
  pinBuild(dist);
  return dist;
}
const problemsOf = (dist: string, fragmentLimitBytes?: number) =>
  buildPinProblems(dist, { files: filesBelow(dist), fragmentLimitBytes });

describe('check:remote on the pins and the fragment limit', () => {
  it('passes a build as pinned', () => {
    expect(problemsOf(pinnedBuild())).toEqual([]);
  });

  it('refuses a file changed after the pins, a file added without one, and a fragment over the limit', () => {
    const dist = pinnedBuild();
    appendFileSync(join(dist, 'remoteEntry.js'), '\n');
    writeFileSync(join(dist, 'extra.js'), 'x');
    const problems = problemsOf(dist, 1000);
    expect(problems).toEqual([
      'extra.js is not pinned in mf-manifest.json',
      expect.stringMatching(/^remoteEntry\.js is pinned sha384-\S+ but is sha384-/),
      expect.stringMatching(/^ssr\/pages\/index\.json is 20\d\d bytes, over the composer's fragment limit of 1000$/),
    ]);
  });

  it('refuses a build whose manifest pins nothing', () => {
    const dist = pinnedBuild();
    writeFileSync(join(dist, 'mf-manifest.json'), '{"id":"mf_home"}');
    expect(problemsOf(dist)).toEqual(['mf-manifest.json: the manifest has no "integrity.files"']);
  });
});
