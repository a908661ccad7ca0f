// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASE_LEDGER_FILE } from './release-ledger.mjs';
import {
  assembleRelease,
  folderVersions,
  MAX_RETIRED_VERSIONS,
  parseVersions,
  planVersions,
  VERSIONS_FILE,
  versionFilesOf,
} from './release-versions.mjs';

const DAY = 24 * 60 * 60 * 1000;
const folders: string[] = [];
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-versions-test-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A remote build folder of build `id`: manifest, entry, one chunk and one fragment, and its stats file. */
function build(id: string): string {
  const dir = temporary();
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildId: id }, publicPath: 'auto' } }),
    'remoteEntry.js': `// entry ${id}`,
    [`static/js/page.${id}.js`]: `// chunk ${id}`,
    'ssr/index.json': `{"buildId":"${id}"}`,
    'mf-stats.json': '{}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

const version = (id: string, change: Record<string, unknown> = {}) => ({
  id,
  publishedAt: '2026-05-01T00:00:00.000Z',
  files: ['mf-manifest.json', 'remoteEntry.js'],
  ...change,
});

describe('parseVersions', () => {
  it('reads a valid list', () => {
    const list = { versions: [version('a'), version('b', { retiredAt: '2026-05-02T00:00:00.000Z' })] };
    expect(parseVersions(list)).toEqual(list);
  });

  it.each([
    ['a path for an id', { versions: [version('../x')] }],
    ['a file outside the version', { versions: [version('a', { files: ['mf-manifest.json', '../../etc/passwd'] })] }],
    ['an absolute file', { versions: [version('a', { files: ['mf-manifest.json', '/etc/passwd'] })] }],
    ['a dot segment', { versions: [version('a', { files: ['mf-manifest.json', 'static/../../x'] })] }],
    ['a version without its manifest', { versions: [version('a', { files: ['remoteEntry.js'] })] }],
    ['an id listed twice', { versions: [version('a'), version('a')] }],
    ['a time that is none', { versions: [version('a', { publishedAt: 'soon' })] }],
    ['no list', { versions: 'a' }],
  ])('refuses %s', (_, list) => {
    expect(() => parseVersions(list)).toThrow(/versions\.json/);
  });

  it('never lets a path out of its version folder (generated lists)', () => {
    const path = fc.oneof(fc.string(), fc.constantFrom('..', '.', 'a/../b', 'a//b', '/a', 'a\\..\\b', 'static/x.js'));
    fc.assert(
      fc.property(fc.array(path, { maxLength: 5 }), (files) => {
        let parsed: ReturnType<typeof parseVersions>;
        try {
          parsed = parseVersions({ versions: [version('a', { files: ['mf-manifest.json', ...files] })] });
        } catch {
          return;
        }
        for (const file of parsed.versions[0]?.files ?? []) {
          expect(file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')).toBe(true);
          expect(file.includes('\\')).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('planVersions', () => {
  const now = new Date('2026-05-10T00:00:00.000Z');
  const live = parseVersions({
    versions: [
      version('stable'),
      version('aborted'),
      version('young', { retiredAt: '2026-05-05T00:00:00.000Z' }),
      version('old', { retiredAt: '2026-05-01T00:00:00.000Z' }),
    ],
  });

  it('publishes the new build, keeps the named versions, retires the others and drops those past the window', () => {
    const plan = planVersions({
      live,
      named: ['stable', 'new'],
      added: { id: 'new', files: ['mf-manifest.json'] },
      now,
    });
    expect(plan.versions.map((entry) => [entry.id, entry.retiredAt])).toEqual([
      ['new', undefined],
      ['stable', undefined],
      ['aborted', now.toISOString()],
      ['young', '2026-05-05T00:00:00.000Z'],
    ]);
    expect(plan.dropped.map((entry) => entry.id)).toEqual(['old']);
    expect(plan.carried.map((entry) => entry.id)).toEqual(['stable', 'aborted', 'young']);
  });

  it('keeps a version the rollout names again, without its retirement', () => {
    const plan = planVersions({ live, named: ['young'], now });
    expect(plan.versions.find((entry) => entry.id === 'young')?.retiredAt).toBeUndefined();
  });

  it('keeps at most the newest retired versions', () => {
    const many = parseVersions({
      versions: Array.from({ length: MAX_RETIRED_VERSIONS + 3 }, (_, index) =>
        version(`r${index}`, { retiredAt: new Date(now.getTime() - (index + 1) * 1000).toISOString() }),
      ),
    });
    const plan = planVersions({ live: many, named: [], now });
    expect(plan.versions.map((entry) => entry.id)).toEqual(
      Array.from({ length: MAX_RETIRED_VERSIONS }, (_, index) => `r${index}`),
    );
  });

  it('refuses a named version the live site does not have', () => {
    expect(() => planVersions({ live: undefined, named: ['stable'], now })).toThrow(
      /does not publish version stable .*pnpm deploy:remote/,
    );
  });

  it('drops a retired version once the window has passed', () => {
    const later = new Date('2026-05-12T00:00:01.000Z');
    expect(
      planVersions({ live, named: ['stable'], now: later, windowMs: 7 * DAY }).dropped.map((entry) => entry.id),
    ).toEqual(['young', 'old']);
  });
});

describe('assembleRelease', () => {
  it('publishes the new version beside the stable one, the stable one at the root, with versions.json and a ledger', async () => {
    const stable = build('b1');
    const candidate = build('b2');
    const first = join(temporary(), 'release-1');
    await assembleRelease({
      releaseDir: first,
      build: { dir: stable, id: 'b1' },
      rootVersion: 'b1',
      named: ['b1'],
      liveVersions: undefined,
      liveLedger: undefined,
      readLiveFile: async () => undefined,
      log: () => {},
    });
    const live = folderVersions(first);
    const second = join(temporary(), 'release-2');
    const { versions } = await assembleRelease({
      releaseDir: second,
      build: { dir: candidate, id: 'b2' },
      rootVersion: 'b1',
      named: ['b1', 'b2'],
      liveVersions: live.versions,
      liveLedger: undefined,
      readLiveFile: live.readFile,
      log: () => {},
    });
    expect(versions.map((entry: { id: string }) => entry.id)).toEqual(['b2', 'b1']);
    const text = (path: string) => readFileSync(join(second, path), 'utf8');
    expect(text('remoteEntry.js')).toBe('// entry b1');
    expect(text('v/b1/remoteEntry.js')).toBe('// entry b1');
    expect(text('v/b2/remoteEntry.js')).toBe('// entry b2');
    expect(text('v/b2/static/js/page.b2.js')).toBe('// chunk b2');
    expect(text('v/b2/ssr/index.json')).toBe('{"buildId":"b2"}');
    expect(existsSync(join(second, 'v/b2/mf-stats.json'))).toBe(false);
    expect(existsSync(join(second, RELEASE_LEDGER_FILE))).toBe(true);
    expect(parseVersions(JSON.parse(text(VERSIONS_FILE))).versions.map((entry) => entry.id)).toEqual(['b2', 'b1']);
    expect(versionFilesOf(join(second, 'v/b2'))).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'ssr/index.json',
      'static/js/page.b2.js',
    ]);
  });

  it('reads a plain build (the local hosting before its first release) as its one version, files at its root', async () => {
    const plain = build('b1');
    const { versions, readFile } = folderVersions(plain);
    expect(versions?.versions.map((entry) => entry.id)).toEqual(['b1']);
    expect(String(await readFile('v/b1/remoteEntry.js'))).toBe('// entry b1');
    expect(await readFile('v/b1/../../../etc/passwd')).toBeUndefined();
  });

  it('refuses a release when the live site misses a file of the stable version', async () => {
    const stable = build('b1');
    const first = join(temporary(), 'release-1');
    const options = { liveLedger: undefined, log: () => {} };
    await assembleRelease({
      ...options,
      releaseDir: first,
      build: { dir: stable, id: 'b1' },
      rootVersion: 'b1',
      named: ['b1'],
      liveVersions: undefined,
      readLiveFile: async () => undefined,
    });
    rmSync(join(first, 'v/b1/remoteEntry.js'));
    const live = folderVersions(first);
    await expect(
      assembleRelease({
        ...options,
        releaseDir: join(temporary(), 'release-2'),
        build: { dir: build('b2'), id: 'b2' },
        rootVersion: 'b1',
        named: ['b1', 'b2'],
        liveVersions: live.versions,
        readLiveFile: live.readFile,
      }),
    ).rejects.toThrow(/misses files of version b1/);
  });
});
