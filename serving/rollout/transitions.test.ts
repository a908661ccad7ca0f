// @vitest-environment node
import { DEFAULT_ROLLOUT_SETTINGS, parseRolloutState, type RolloutState } from '@codekade/shared/rollout';
import { describe, expect, it } from 'vitest';
import { abortedByHand, deployedStable, promotedByHand, RolloutRefusal, startedRollout } from './transitions';

const settings = DEFAULT_ROLLOUT_SETTINGS;
const at = new Date('2026-05-01T12:00:00.000Z');
const idle: RolloutState = {
  remote: 'mf_home',
  stable: 'build-1',
  candidate: null,
  share: 0,
  stage: -1,
  stageStartedAt: '2026-05-01T09:00:00.000Z',
  lastDecision: null,
};
const running: RolloutState = { ...idle, candidate: 'build-2', share: 25, stage: 1 };

/** Every state a transition writes passes the reader every load goes through. */
const valid = (state: RolloutState) => {
  expect(parseRolloutState(state)).toEqual(state);
  return state;
};

describe('release:start', () => {
  it("starts the candidate at the first stage beside the state's stable version", () => {
    expect(
      valid(startedRollout(idle, { remote: 'mf_home', stable: 'ignored', candidate: 'build-2' }, settings, at)),
    ).toEqual({
      ...idle,
      candidate: 'build-2',
      share: 5,
      stage: 0,
      stageStartedAt: at.toISOString(),
    });
  });

  it('takes the build the site serves as stable for a remote without a state', () => {
    const started = startedRollout(
      null,
      { remote: 'mf_home', stable: 'live-build', candidate: 'build-2' },
      settings,
      at,
    );
    expect(valid(started)).toMatchObject({ stable: 'live-build', candidate: 'build-2', share: 5 });
  });

  it('replaces an aborted candidate, and refuses while one is in a stage or for the stable build itself', () => {
    const aborted = { ...running, share: 0, stage: -1 };
    expect(
      startedRollout(aborted, { remote: 'mf_home', stable: 'x', candidate: 'build-3' }, settings, at).candidate,
    ).toBe('build-3');
    expect(() =>
      startedRollout(running, { remote: 'mf_home', stable: 'x', candidate: 'build-3' }, settings, at),
    ).toThrow(/rolling out build-2 \(stage 2, 25 %\): promote or abort it first \(pnpm release:promote\|abort\)/);
    expect(() => startedRollout(idle, { remote: 'mf_home', stable: 'x', candidate: 'build-1' }, settings, at)).toThrow(
      RolloutRefusal,
    );
  });
});

describe('release:promote', () => {
  it('moves to the next stage, and from 100 % makes the candidate stable', () => {
    expect(valid(promotedByHand(running, settings, at))).toMatchObject({ stage: 2, share: 50 });
    const full = { ...running, stage: 3, share: 100 };
    expect(valid(promotedByHand(full, settings, at))).toMatchObject({
      stable: 'build-2',
      candidate: null,
      share: 0,
      stage: -1,
    });
  });

  it('refuses without a candidate or for an aborted one', () => {
    expect(() => promotedByHand(idle, settings, at)).toThrow('There is no candidate to promote.');
    expect(() => promotedByHand(null, settings, at)).toThrow(RolloutRefusal);
    expect(() => promotedByHand({ ...running, share: 0, stage: -1 }, settings, at)).toThrow(/was aborted/);
  });
});

describe('release:abort', () => {
  it('sets share 0 at once and keeps the candidate named; a second abort changes nothing', () => {
    const aborted = valid(abortedByHand(running, at));
    expect(aborted).toMatchObject({ stable: 'build-1', candidate: 'build-2', share: 0, stage: -1 });
    expect(abortedByHand(aborted, new Date(at.getTime() + 1000))).toBe(aborted);
    expect(() => abortedByHand(idle, at)).toThrow('There is no candidate to abort.');
  });
});

describe('deploy:remote', () => {
  it('makes the deployed build stable for everyone, ending an aborted candidate; refused during a stage', () => {
    expect(valid(deployedStable({ ...running, share: 0, stage: -1 }, 'mf_home', 'build-9', at))).toMatchObject({
      stable: 'build-9',
      candidate: null,
    });
    expect(valid(deployedStable(null, 'mf_home', 'build-9', at)).stable).toBe('build-9');
    expect(() => deployedStable(running, 'mf_home', 'build-9', at)).toThrow(/before a deploy to everyone/);
  });
});
