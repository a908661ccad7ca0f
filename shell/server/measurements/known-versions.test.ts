// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { liveVersions } from './known-versions';

type LiveVersionsOptions = NonNullable<Parameters<typeof liveVersions>[1]>;

/** A remote whose live build and clock the test sets, counting how often the live build is read. */
function liveRemote(options: Omit<LiveVersionsOptions, 'now'>) {
  const site = { live: 'build-1', time: 0, reads: 0 };
  const known = liveVersions(
    async () => {
      site.reads += 1;
      return site.live;
    },
    { ...options, now: () => site.time },
  );
  return { site, known };
}

describe('the versions a beacon may name', () => {
  it('are the live build, and for a while the builds live before it', async () => {
    const { site, known } = liveRemote({ refreshMs: 1000, keepMs: 60_000 });
    expect([...(await known('mf_home'))]).toEqual(['build-1']);
    site.live = 'build-2';
    // Within refreshMs the last answer stands, without a read.
    expect([...(await known('mf_home'))]).toEqual(['build-1']);
    expect(site.reads).toBe(1);
    site.time = 1000;
    await known('mf_home');
    await new Promise((done) => setTimeout(done, 0));
    expect([...(await known('mf_home'))].sort()).toEqual(['build-1', 'build-2']);
    // An hour on, a page of build-1 is long gone: only the live build is known.
    site.time = 120_000;
    await known('mf_home');
    await new Promise((done) => setTimeout(done, 0));
    expect([...(await known('mf_home'))]).toEqual(['build-2']);
  });

  it('are none for a name outside the registry, and none while the live build cannot be read', async () => {
    const known = liveVersions(async () => {
      throw new Error('index unreadable');
    });
    expect((await known('shell')).size).toBe(0);
    expect((await known('__proto__')).size).toBe(0);
    expect((await known('mf_about')).size).toBe(0);
  });
});

describe('the versions a remote site still holds', () => {
  it('are known as long as its versions.json lists them, though this instance never saw them live', async () => {
    let time = 0;
    let kept: string[] = ['build-0', 'build-1'];
    let keptReads = 0;
    const known = liveVersions(async () => 'build-2', {
      keptVersions: async () => {
        keptReads += 1;
        return kept;
      },
      keptRefreshMs: 60_000,
      keepMs: 1000,
      now: () => time,
    });
    expect([...(await known('mf_home'))].sort()).toEqual(['build-0', 'build-1', 'build-2']);
    // Hours on, still listed: a page of build-0 still loads from the site and still reports.
    time = 3 * 60 * 60_000;
    await known('mf_home');
    await new Promise((done) => setTimeout(done, 0));
    expect((await known('mf_home')).has('build-0')).toBe(true);
    // The next release drops it from the list: from the next read on it is refused.
    kept = ['build-1'];
    time += 60_000;
    await known('mf_home');
    await new Promise((done) => setTimeout(done, 0));
    expect([...(await known('mf_home'))].sort()).toEqual(['build-1', 'build-2']);
    expect(keptReads).toBe(3);
  });

  it('leave the live builds alone when the list cannot be read', async () => {
    const known = liveVersions(async () => 'build-2', {
      keptVersions: async () => {
        throw new Error('versions.json unreadable');
      },
    });
    expect([...(await known('mf_about'))]).toEqual(['build-2']);
  });
});

describe('a version not known yet', () => {
  it('has the live build read again at once (a release a moment ago), at most once per missRefreshMs', async () => {
    const { site, known } = liveRemote({ refreshMs: 5000, missRefreshMs: 1000 });
    expect([...(await known('mf_home', 'build-1'))]).toEqual(['build-1']);
    // A release goes live; a page that moved to it reports build-2 before the next refresh is due.
    site.live = 'build-2';
    site.time = 1500;
    expect((await known('mf_home', 'build-2')).has('build-2')).toBe(true);
    expect(site.reads).toBe(2);
    // A forged version right after: no read of its own within missRefreshMs, and it stays refused.
    site.time = 2000;
    expect((await known('mf_home', 'forged')).has('forged')).toBe(false);
    expect(site.reads).toBe(2);
    // Known versions never cause a read.
    site.time = 2600;
    await known('mf_home', 'build-2');
    expect(site.reads).toBe(2);
  });
});

describe('the remotes whose versions are kept', () => {
  it('are at most maxRemotes names: the one asked least recently makes way, so forged names cannot grow memory', async () => {
    const reads: string[] = [];
    const known = liveVersions(
      async (remote) => {
        reads.push(remote);
        return 'build-1';
      },
      { maxRemotes: 2, refreshMs: 1_000_000 },
    );
    await known('mf_a');
    await known('mf_b');
    await known('mf_a');
    expect(reads).toEqual(['mf_a', 'mf_b']);
    // A third name pushes out mf_b (asked least recently); mf_a keeps its state and is not read again.
    await known('mf_c');
    await known('mf_a');
    expect(reads).toEqual(['mf_a', 'mf_b', 'mf_c']);
    await known('mf_b');
    expect(reads).toEqual(['mf_a', 'mf_b', 'mf_c', 'mf_b']);
  });
});
