/**
 * Every change of a rollout state, pure: the gate's decisions and the people's commands
 * (`pnpm release:start|promote|abort`, `pnpm deploy:remote`). The store applies them in a Firestore
 * transaction, so a person's command and the gate never both act on the same stage.
 */
import type { GateDecision, RemoteKey, RolloutSettings, RolloutState, StagedRollout } from '@codekade/shared/rollout';
import { isStaged } from '@codekade/shared/rollout';
import { isLastStage } from './gate';

/** A command that cannot be done in the rollout's present state; its message says why and what to do. */
export class RolloutRefusal extends Error {
  override name = 'RolloutRefusal';
}

const idle = (remote: RemoteKey, stable: string, at: Date, lastDecision: GateDecision | null): RolloutState => ({
  remote,
  stable,
  candidate: null,
  share: 0,
  stage: -1,
  stageStartedAt: at.toISOString(),
  lastDecision,
});

const nextStage = (state: StagedRollout, settings: RolloutSettings, at: Date): RolloutState => {
  const stage = state.stage + 1;
  return { ...state, stage, share: settings.stages[stage] ?? 100, stageStartedAt: at.toISOString() };
};

/** The candidate becomes the version every visitor gets. */
const promoted = (state: StagedRollout, at: Date, lastDecision: GateDecision | null): RolloutState =>
  idle(state.remote, state.candidate, at, lastDecision);

/** Share 0 at once: stable serves everyone; the candidate stays named, reachable only on purpose. */
const aborted = (state: RolloutState, at: Date, lastDecision: GateDecision | null): RolloutState => ({
  ...state,
  share: 0,
  stage: -1,
  stageStartedAt: at.toISOString(),
  lastDecision,
});

/** The state after the gate's `decision` on `state`. */
export function applyDecision(
  state: StagedRollout,
  decision: GateDecision,
  settings: RolloutSettings,
  at: Date,
): RolloutState {
  switch (decision.outcome) {
    case 'hold':
      return { ...state, lastDecision: decision };
    case 'advance':
      return { ...nextStage(state, settings, at), lastDecision: decision };
    case 'abort':
      return aborted(state, at, decision);
    case 'promote':
      return promoted(state, at, decision);
  }
}

/** Throws, saying what to do first, while a candidate is in a stage. */
export function refuseDuringStage(current: RolloutState | null, what: string): void {
  if (current && isStaged(current)) {
    throw new RolloutRefusal(
      `${current.remote} is rolling out ${current.candidate} (stage ${current.stage + 1}, ${current.share} %): ` +
        `promote or abort it ${what} (pnpm release:promote|abort).`,
    );
  }
}

/**
 * `release:start`: `candidate` enters the first stage beside the stable version (the state's, or for a
 * remote without a state yet `stable`, the build its site serves now).
 */
export function startedRollout(
  current: RolloutState | null,
  { remote, stable, candidate }: { remote: RemoteKey; stable: string; candidate: string },
  settings: RolloutSettings,
  at: Date,
): RolloutState {
  refuseDuringStage(current, 'first');
  const stableVersion = current?.stable ?? stable;
  if (candidate === stableVersion) {
    throw new RolloutRefusal(`${candidate} is already the stable version of ${remote}.`);
  }
  return {
    remote,
    stable: stableVersion,
    candidate,
    share: settings.stages[0] ?? 100,
    stage: 0,
    stageStartedAt: at.toISOString(),
    lastDecision: current?.lastDecision ?? null,
  };
}

/** `release:promote`: the next stage; from the last stage the candidate becomes stable. */
export function promotedByHand(current: RolloutState | null, settings: RolloutSettings, at: Date): RolloutState {
  if (!current || current.candidate === null) throw new RolloutRefusal('There is no candidate to promote.');
  if (!isStaged(current)) {
    throw new RolloutRefusal(
      `${current.candidate} of ${current.remote} was aborted; start a new release (pnpm release:start) to roll it out again.`,
    );
  }
  return isLastStage(current, settings)
    ? promoted(current, at, current.lastDecision)
    : nextStage(current, settings, at);
}

/** `release:abort`: share 0 at once. Aborting an aborted candidate changes nothing. */
export function abortedByHand(current: RolloutState | null, at: Date): RolloutState {
  if (!current || current.candidate === null) throw new RolloutRefusal('There is no candidate to abort.');
  return isStaged(current) ? aborted(current, at, current.lastDecision) : current;
}

/**
 * `deploy:remote`: a build released to everyone at once becomes the stable version. Refused while a
 * candidate is in a stage, which the team ends first (promote or abort).
 */
export function deployedStable(
  current: RolloutState | null,
  remote: RemoteKey,
  version: string,
  at: Date,
): RolloutState {
  refuseDuringStage(current, 'before a deploy to everyone');
  return idle(remote, version, at, current?.lastDecision ?? null);
}
