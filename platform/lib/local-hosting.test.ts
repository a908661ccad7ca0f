// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  followLiveRelease,
  liveReleaseDir,
  localHostingDir,
  localSite,
  publishLocalRelease,
  startLocalSite,
} from './local-hosting.mjs';

const folders: string[] = [];
const temporary = () => {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-local-hosting-test-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(id: string) {
  const dir = temporary();
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildId: id } } }));
  writeFileSync(join(dir, 'static/js/a.js'), `// ${id}`);
  return dir;
}

describe('the local hosting', () => {
  it('keeps its releases per port base unless LOCAL_HOSTING_DIR says where', () => {
    expect(localHostingDir({}, 3000)).toMatch(/\.data\/local-hosting\/3000$/);
    expect(localHostingDir({}, 17000)).not.toBe(localHostingDir({}, 3000));
    expect(localHostingDir({ LOCAL_HOSTING_DIR: '/tmp/x' }, 3000)).toBe('/tmp/x');
  });

  it('starts afresh from a build as release 1: the build at the root and as its version', async () => {
    const site = localSite(temporary(), 'mf_home');
    mkdirSync(join(site.releasesDir, '7'), { recursive: true });
    await startLocalSite(site, build('b1'));
    const live = liveReleaseDir(site);
    expect(live).toBe(join(site.releasesDir, '1'));
    expect(readFileSync(join(live ?? '', 'v/b1/static/js/a.js'), 'utf8')).toBe('// b1');
    expect(readFileSync(join(live ?? '', 'static/js/a.js'), 'utf8')).toBe('// b1');
    expect(existsSync(join(site.releasesDir, '7'))).toBe(false);
  });

  it('refuses to start without a build', async () => {
    await expect(startLocalSite(localSite(temporary(), 'mf_home'), join(temporary(), 'dist'))).rejects.toThrow(
      /run `pnpm build` first/,
    );
  });

  it('switches in one step, only once a release is whole, and a server following it sees each switch once', async () => {
    const site = localSite(temporary(), 'mf_home');
    await startLocalSite(site, build('b1'));
    const seen: string[] = [];
    const check = followLiveRelease(site, (dir) => seen.push(dir));
    check();
    check();
    await expect(
      publishLocalRelease(site, async () => {
        throw new Error('assembly failed');
      }),
    ).rejects.toThrow('assembly failed');
    check();
    const { dir } = await publishLocalRelease(site, async (releaseDir) => writeFileSync(join(releaseDir, 'x'), 'x'));
    check();
    expect(seen).toEqual([join(site.releasesDir, '1'), dir]);
    expect(dir).toBe(join(site.releasesDir, '2'));
  });
});
