// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localReleases } from './local-releases.mjs';
import { KEEP_WINDOW_MS, parseLedger, planRelease, RELEASE_LEDGER_FILE } from './release-ledger.mjs';

const DAY = 24 * 60 * 60 * 1000;
const folders: string[] = [];

/** A build folder with these hashed files (and the unhashed ones every build has). */
function build(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-ledger-test-'));
  folders.push(dir);
  writeFileSync(join(dir, 'remoteEntry.js'), '// entry');
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), `// ${file}`);
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('planRelease', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ledger = parseLedger({
    releases: [
      { id: 'live', releasedAt: '2026-11-20T00:00:00Z', files: ['static/js/a.1.js', 'static/js/shared.js'] },
      {
        id: 'young',
        releasedAt: '2026-11-10T00:00:00Z',
        replacedAt: '2026-11-20T00:00:00Z',
        files: ['static/js/b.2.js'],
      },
      {
        id: 'old',
        releasedAt: '2026-11-01T00:00:00Z',
        replacedAt: '2026-11-10T00:00:00Z',
        files: ['static/js/c.3.js'],
      },
    ],
  });

  it('keeps the files of releases replaced within the window and drops older ones', () => {
    const plan = planRelease({
      files: ['static/js/a.9.js', 'static/js/shared.js'],
      liveLedger: ledger,
      now,
      releaseId: 'new',
    });
    expect(plan.carried).toEqual(['static/js/a.1.js', 'static/js/b.2.js']);
    expect(plan.dropped.map((release) => release.id)).toEqual(['old']);
    expect(plan.ledger.releases.map((release) => [release.id, release.replacedAt])).toEqual([
      ['new', undefined],
      ['live', now.toISOString()],
      ['young', '2026-11-20T00:00:00Z'],
    ]);
  });

  it('keeps nothing on a first release', () => {
    expect(planRelease({ files: ['static/js/a.js'], liveLedger: undefined, now, releaseId: 'first' }).carried).toEqual(
      [],
    );
  });
});

describe('parseLedger', () => {
  it.each([
    ['a path outside static/', { releases: [{ id: 'x', releasedAt: '2026-01-01', files: ['../secret'] }] }],
    ['a climbing path', { releases: [{ id: 'x', releasedAt: '2026-01-01', files: ['static/../../etc/passwd'] }] }],
    ['an absolute path', { releases: [{ id: 'x', releasedAt: '2026-01-01', files: ['/static/a.js'] }] }],
    ['a bad time', { releases: [{ id: 'x', releasedAt: 'yesterday', files: [] }] }],
    ['no releases', { files: [] }],
  ])('refuses %s', (_case, json) => {
    expect(() => parseLedger(json)).toThrow(RELEASE_LEDGER_FILE);
  });
});

describe('a release of the local hosting', () => {
  it('carries the replaced files within the window and not after it, and rolls back', async () => {
    let served = '';
    const releases = localReleases({
      target: 'mf_test',
      initialDir: build('static/js/page.v1.js'),
      switchTo: (dir) => {
        served = dir;
      },
      log: () => undefined,
    });
    try {
      const start = new Date();
      const second = await releases.release(build('static/js/page.v2.js'), { now: start });
      expect(second.carried).toEqual(['static/js/page.v1.js']);
      expect(readFileSync(join(served, 'static/js/page.v1.js'), 'utf8')).toBe('// static/js/page.v1.js');

      // A day later: v1 was replaced a day ago, v2 now; both are kept.
      const third = await releases.release(build('static/js/page.v3.js'), { now: new Date(start.getTime() + DAY) });
      expect(third.carried).toEqual(['static/js/page.v1.js', 'static/js/page.v2.js']);

      // Past the window for v1 (replaced at `start`), not for v2 (replaced a day later).
      const fourth = await releases.release(build('static/js/page.v4.js'), {
        now: new Date(start.getTime() + KEEP_WINDOW_MS + 1),
      });
      expect(fourth.carried).toEqual(['static/js/page.v2.js', 'static/js/page.v3.js']);
      expect(() => readFileSync(join(served, 'static/js/page.v1.js'))).toThrow();
      const ledger = JSON.parse(readFileSync(join(served, RELEASE_LEDGER_FILE), 'utf8'));
      expect(ledger.releases.flatMap((release: { files: string[] }) => release.files)).not.toContain(
        'static/js/page.v1.js',
      );

      expect(await releases.rollback()).toBe(3);
      expect(readFileSync(join(served, 'static/js/page.v3.js'), 'utf8')).toBe('// static/js/page.v3.js');
      expect(await releases.rollback(1)).toBe(1);
      expect(served).toBe(releases.history[0]?.dir);
    } finally {
      releases.close();
    }
  });
});
