// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetReport, FIRST_LOAD_JS_BUDGET_KB, firstLoadJsOf, liveVersionFolder } from './first-load-budget.mjs';

describe('the first-load budget of a release (issue 48)', () => {
  it('counts a page as the bench does: its inline scripts and the scripts of the shell and its remote, once each', async () => {
    const html = '<html><head><script>boot()</script><script type="application/json">{}</script></head></html>';
    const sizes: Record<string, number> = {
      'http://localhost:3000/static/js/index.js': 40_000,
      'http://localhost:3001/v/b1/remoteEntry.js': 7_000,
      'http://localhost:3004/v/b1/remoteEntry.js': 6_000,
    };
    const { bytes, files } = await firstLoadJsOf({
      html,
      scripts: [...Object.keys(sizes), 'http://localhost:3001/v/b1/remoteEntry.js'],
      origins: ['http://localhost:3000', 'http://localhost:3001'],
      gzipOf: async (url) => sizes[url] ?? 0,
    });
    // Another area's remote (its warm-up) is not this page's; the inline JSON is no script.
    expect(files.map((file) => file.url)).toEqual([
      'inline script',
      'http://localhost:3000/static/js/index.js',
      'http://localhost:3001/v/b1/remoteEntry.js',
    ]);
    expect(bytes).toBe(gzipSync('boot()').length + 47_000);
  });

  it('prints each page beside the live version with the change, and names the pages over the budget', () => {
    const kb = 1024;
    const figures = new Map([
      ['/', 200 * kb],
      ['/over', 100 * kb],
    ]);
    const { lines, over } = budgetReport(figures, new Map([['/', 120.5 * kb]]));
    expect(lines).toEqual([
      '  page   live      this build  change',
      '  /      120.5 KB  200.0 KB    +79.5 KB',
      '  /over  -         100.0 KB    -',
    ]);
    expect(over).toEqual([`/: 200.0 KB of first-load JS, over the budget of ${FIRST_LOAD_JS_BUDGET_KB} KB`]);
    expect(budgetReport(figures, undefined, 250).over).toEqual([]);
  });

  it('copies the live version file by file as its versions list names it, or gives up on a missing file', async () => {
    const files: Record<string, string> = { 'v/b1/mf-manifest.json': '{}', 'v/b1/static/js/a.js': 'a()' };
    const live = {
      rootBuildId: 'b1',
      versions: { versions: [{ id: 'b1', files: ['mf-manifest.json', 'static/js/a.js'] }] },
      readFile: async (path: string) => (path in files ? Buffer.from(files[path] ?? '') : undefined),
    };
    const dir = await liveVersionFolder(live);
    expect(dir && readFileSync(join(dir, 'static/js/a.js'), 'utf8')).toBe('a()');
    expect(await liveVersionFolder({ ...live, readFile: async () => undefined })).toBeUndefined();
    expect(await liveVersionFolder({ ...live, versions: undefined })).toBeUndefined();
    // A root whose build the list does not name.
    expect(await liveVersionFolder({ ...live, rootBuildId: 'b2' })).toBeUndefined();
  });
});
