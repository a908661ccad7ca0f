// @vitest-environment node
import { remoteNames } from '@codekade/platform/app-registry';
import type { DiscoveredRemote } from '@codekade/shared/discovery';
import type { RolloutState } from '@codekade/shared/rollout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickVersions, requestedVersions } from './version-pick';

const pin = (version: string) => ({ version, integrity: `sha384-${version.padEnd(64, 'A').slice(0, 64)}` });
/** The version the discovery document serves of every remote, and the rollout's versions of mf_home it pins too. */
const SERVED = 'served-0';
const remotes: DiscoveredRemote[] = remoteNames.map((remote, index) => ({
  name: remote,
  manifest: `http://localhost:${19001 + index}/mf-manifest.json`,
  version: SERVED,
  pins: remote === 'mf_home' ? [pin('cand-2'), pin('stable-1'), pin(SERVED)] : [pin(SERVED)],
  area: { basePaths: [`/${remote}`], pageName: remote, description: remote },
  menus: {},
}));
const versioned = (version: string, port = 19001) => `http://localhost:${port}/v/${version}/mf-manifest.json`;
const HOME_SERVED = versioned(SERVED);

function homeRollout(share: number, candidate: string | null = 'cand-2'): RolloutState {
  return {
    remote: 'mf_home',
    stable: 'stable-1',
    candidate,
    share,
    stage: candidate && share > 0 ? 0 : -1,
    stageStartedAt: '2026-11-24T10:00:00.000Z',
    lastDecision: null,
  };
}

/** A seeded draw in [0, 1) (mulberry32): the same sequence on every run. */
function seededDraw(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function candidateShare(share: number, requests: number, seed = 31): number {
  const draw = seededDraw(seed);
  const rollouts = new Map([['mf_home', homeRollout(share)]]);
  let candidate = 0;
  for (let request = 0; request < requests; request += 1) {
    const picked = pickVersions({ remotes, rollouts, draw });
    if (picked.versions.mf_home === 'cand-2') candidate += 1;
  }
  return candidate / requests;
}

describe('pickVersions', () => {
  it('never gives a candidate at share 0, always at share 100', () => {
    expect(candidateShare(0, 500)).toBe(0);
    expect(candidateShare(100, 500)).toBe(1);
    // The draw's extremes too.
    const rollouts = new Map([['mf_home', homeRollout(100)]]);
    expect(pickVersions({ remotes, rollouts, draw: () => 0.999999 }).versions.mf_home).toBe('cand-2');
    const none = new Map([['mf_home', homeRollout(0)]]);
    expect(pickVersions({ remotes, rollouts: none, draw: () => 0 }).versions.mf_home).toBe('stable-1');
  });

  it('gives about the share to the candidate in between', () => {
    for (const share of [5, 25, 50]) {
      expect(Math.abs(candidateShare(share, 4000) - share / 100)).toBeLessThan(0.03);
    }
  });

  it('names every remote at the version the document serves, or the one its rollout picks', () => {
    const rollouts = new Map([['mf_home', homeRollout(25)]]);
    const picked = pickVersions({ remotes, rollouts, draw: () => 0.1 });
    expect(picked.manifests.mf_home).toBe(versioned('cand-2'));
    expect(picked.manifests.mf_about).toBe(versioned(SERVED, 19001 + remoteNames.indexOf('mf_about')));
    expect(Object.keys(picked.manifests).sort()).toEqual([...remoteNames].sort());
    expect(picked.split).toBe(true);
    const stable = pickVersions({ remotes, rollouts, draw: () => 0.9 });
    expect(stable.manifests.mf_home).toBe(versioned('stable-1'));
    expect(stable.key).not.toBe(picked.key);
  });

  it('is no split at share 0 or 100, nor without a candidate', () => {
    for (const state of [homeRollout(0), homeRollout(100), homeRollout(0, null)]) {
      const picked = pickVersions({ remotes, rollouts: new Map([['mf_home', state]]) });
      expect(picked.split).toBe(false);
    }
  });

  it("marks every page that names a candidate, at any share, and no page of stable's", () => {
    const draws = [0, 0.3, 0.999999];
    for (const share of [1, 50, 100]) {
      const rollouts = new Map([['mf_home', homeRollout(share)]]);
      for (const value of draws) {
        const picked = pickVersions({ remotes, rollouts, draw: () => value });
        expect(picked.candidate).toBe(picked.versions.mf_home === 'cand-2');
      }
    }
    expect(pickVersions({ remotes, rollouts: new Map([['mf_home', homeRollout(100)]]) }).candidate).toBe(true);
    for (const state of [homeRollout(0), homeRollout(0, null)]) {
      const picked = pickVersions({ remotes, rollouts: new Map([['mf_home', state]]) });
      expect(picked.candidate).toBe(false);
    }
  });

  it('reaches a version the rollout names on purpose, and nothing else', () => {
    const rollouts = new Map([['mf_home', homeRollout(0)]]);
    const asked = pickVersions({
      remotes,
      rollouts,
      requested: requestedVersions('?versie=mf_home:cand-2'),
    });
    expect(asked.manifests.mf_home).toBe(versioned('cand-2'));
    expect(asked.overridden).toBe(true);
    for (const search of ['?versie=mf_home:other', '?versie=mf_home:../x', '?versie=mf_nope:cand-2', '?versie=%']) {
      const refused = pickVersions({ remotes, rollouts, requested: requestedVersions(search) });
      expect(refused.manifests.mf_home).toBe(versioned('stable-1'));
      expect(refused.overridden).toBe(false);
    }
  });

  it('serves the version the document names whatever the rollout documents hold', () => {
    fc.assert(
      fc.property(fc.anything(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (document, value) => {
        const picked = pickVersions({
          remotes,
          rollouts: new Map([['mf_home', document]]),
          draw: () => value,
        });
        expect(picked.manifests.mf_home).toBe(HOME_SERVED);
      }),
    );
    const hostile = [
      { ...homeRollout(50), stable: '../../evil' },
      { ...homeRollout(50), candidate: 'https://evil.test/x' },
      { ...homeRollout(50), share: 1e9 },
      { ...homeRollout(50), remote: 'mf_about' },
      { ...homeRollout(50), candidate: null },
    ];
    for (const document of hostile) {
      const picked = pickVersions({ remotes, rollouts: new Map([['mf_home', document]]) });
      expect(picked.manifests.mf_home).toBe(HOME_SERVED);
      expect(picked.split).toBe(false);
    }
  });

  it('picks a rollout’s version only when the discovery document pins it (issue 48)', () => {
    const unpinned = remotes.map((entry) =>
      entry.name === 'mf_home' ? { ...entry, pins: entry.pins?.filter((kept) => kept.version !== 'cand-2') } : entry,
    );
    const rollouts = new Map([['mf_home', homeRollout(100)]]);
    const picked = pickVersions({ remotes: unpinned, rollouts, draw: () => 0 });
    expect(picked.manifests.mf_home).toBe(versioned('stable-1'));
    expect(picked.candidate).toBe(false);
    const noStable = unpinned.map((entry) => (entry.name === 'mf_home' ? { ...entry, pins: [pin(SERVED)] } : entry));
    expect(pickVersions({ remotes: noStable, rollouts }).manifests.mf_home).toBe(HOME_SERVED);
    // A remote the document pins no version of keeps its root manifest, which nothing loads.
    const none = remotes.map(({ version: _version, pins: _pins, ...entry }) => entry);
    expect(pickVersions({ remotes: none, rollouts: new Map() }).manifests.mf_home).toBe(
      'http://localhost:19001/mf-manifest.json',
    );
  });

  it('never picks a version the document does not pin, whatever the states and pins (generated)', () => {
    const versionId = fc.constantFrom('served-0', 'stable-1', 'cand-2', 'other-3');
    fc.assert(
      fc.property(
        fc.uniqueArray(versionId, { maxLength: 4 }),
        fc.record({ stable: versionId, candidate: fc.option(versionId), share: fc.integer({ min: 0, max: 100 }) }),
        fc.option(versionId, { nil: undefined }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (pinnedVersions, rollout, asked, value) => {
          const pins = pinnedVersions.map(pin);
          const served = pinnedVersions[0];
          const home = { ...remotes[0], name: 'mf_home', version: served, pins } as DiscoveredRemote;
          const state = { ...homeRollout(rollout.share, rollout.candidate), stable: rollout.stable };
          const picked = pickVersions({
            remotes: [home],
            rollouts: new Map([['mf_home', state]]),
            draw: () => value,
            requested: asked ? new Map([['mf_home', asked]]) : new Map(),
          });
          const version = picked.versions.mf_home;
          if (version === undefined) expect(picked.manifests.mf_home).toBe(home.manifest);
          else expect(pinnedVersions).toContain(version);
        },
      ),
    );
  });
});
