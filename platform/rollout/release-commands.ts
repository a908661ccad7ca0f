/**
 * The release commands of a remote team (issue 31), the same against Firebase Hosting and against
 * npm start's local hosting (a `HostingTarget`, platform/lib/release-targets.mjs):
 * - `release:start`: the new build becomes a version beside the stable one (the site's root does not
 *   change) and the rollout puts it in its first stage;
 * - `release:promote`: the next stage; from the last one the candidate becomes stable;
 * - `release:abort`: share 0 at once, stable serves everyone;
 * - `deploy:remote`: the new build becomes stable for everyone at once (root and rollout).
 * Hosting goes first, the pins second (the discovery document released again with the build's pin,
 * taken from the build's own output, issue 48), the rollout state last: no pin names a version that
 * is not published, and no state names one that is not pinned, so no release fails an area closed.
 */

import { changeRollout, readRollout } from '@codekade/serving/rollout/rollout-store';
import {
  abortedByHand,
  deployedStable,
  promotedByHand,
  RolloutRefusal,
  refuseDuringStage,
  startedRollout,
} from '@codekade/serving/rollout/transitions';
import type { VersionPin } from '@codekade/shared/integrity';
import { isStaged, type RemoteKey, type RolloutSettings, type RolloutState } from '@codekade/shared/rollout';
import type { Firestore } from 'firebase-admin/firestore';
import { pinOfBuild } from '../lib/discovery-document.mjs';
import type { ReleaseLedger } from '../lib/release-ledger.mjs';
import { assembleRelease, type VersionsList } from '../lib/release-versions.mjs';

export interface LiveSite {
  versions: VersionsList | undefined;
  ledger: ReleaseLedger | undefined;
  rootBuildId: string | undefined;
  readFile(path: string): Promise<Uint8Array | undefined>;
}

export interface HostingTarget {
  describe: string;
  readLive(): Promise<LiveSite>;
  release(assemble: (releaseDir: string) => Promise<unknown>): Promise<unknown>;
}

export interface BuiltVersion {
  /** A folder holding the build (not the hosting's public folder). */
  dir: string;
  id: string;
}

/**
 * Where a release's pins go (issue 48, docs/integrity.md): the discovery document, released again with
 * the build's version pinned (and served, for a release to everyone). Locally the command releases
 * it; in production the discovery document's own workflow job does, with its own secret, from the
 * same build's artifact, so a team's deploy secret never writes a pin.
 */
export interface PinsTarget {
  describe: string;
  release(remote: RemoteKey, pin: VersionPin, options: { serve: boolean }): Promise<void>;
}

export interface ReleaseContext {
  remote: RemoteKey;
  db: Firestore;
  pins: PinsTarget;
  /**
   * What a build must pass before it is published (issue 48: its pins, its fragments' sizes, the
   * first-load budget beside the live version's); throws a RolloutRefusal saying what is wrong.
   */
  checkBuild?: (built: BuiltVersion, live: LiveSite) => Promise<void>;
  settings: RolloutSettings;
  now?: () => Date;
  log?: (line: string) => void;
}

async function currentState(db: Firestore, remote: RemoteKey): Promise<RolloutState | null> {
  const state = await readRollout(db, remote);
  if (state instanceof Error) throw new RolloutRefusal(`${state.message} Fix or delete it first.`);
  return state;
}

/** Publishes a release of `hosting` whose root is `rootVersion`, carrying every version `named`. */
async function publish(
  hosting: HostingTarget,
  {
    build,
    rootVersion,
    named,
    at,
    log,
  }: { build: BuiltVersion; rootVersion: string; named: string[]; at: Date; log: (line: string) => void },
) {
  const live = await hosting.readLive();
  await hosting.release((releaseDir) =>
    assembleRelease({
      releaseDir,
      build,
      rootVersion,
      named,
      liveVersions: live.versions,
      liveLedger: live.ledger,
      readLiveFile: (path: string) => live.readFile(path),
      now: at,
      log,
    }),
  );
  return live;
}

/** The build's pin, from its own output (never from the site it was published to), to the pins' target. */
async function releasePins(
  { remote, pins, log = console.log }: ReleaseContext,
  built: BuiltVersion,
  options: { serve: boolean },
) {
  const pin = pinOfBuild(built.dir);
  if (!pin || pin.version !== built.id)
    throw new Error(`The build of ${built.id} in ${built.dir} has no pinned manifest.`);
  log(`Pinning ${built.id} (${pin.integrity}) in ${pins.describe}…`);
  await pins.release(remote, pin, options);
}

/**
 * `release:start`: checks the rollout first (nothing is built while a candidate runs), builds, publishes
 * the build beside the stable version and starts the rollout at the first stage.
 */
export async function startRelease(
  context: ReleaseContext,
  hosting: HostingTarget,
  build: () => Promise<BuiltVersion>,
): Promise<RolloutState> {
  const { remote, db, settings, now = () => new Date(), log = console.log } = context;
  const before = await currentState(db, remote);
  refuseDuringStage(before, 'first');
  const built = await build();
  const live = await hosting.readLive();
  await context.checkBuild?.(built, live);
  const stable = before?.stable ?? live.rootBuildId;
  if (!stable) {
    throw new RolloutRefusal(
      `${hosting.describe} names no build at its root; release one to everyone first (pnpm deploy:remote).`,
    );
  }
  if (built.id === stable) throw new RolloutRefusal(`${built.id} is already the stable version of ${remote}.`);
  log(`Publishing ${built.id} beside the stable ${stable} on ${hosting.describe}…`);
  await publish(hosting, { build: built, rootVersion: stable, named: [stable, built.id], at: now(), log });
  await releasePins(context, built, { serve: false });
  const { after } = await changeRollout(db, remote, (current) =>
    startedRollout(current, { remote, stable, candidate: built.id }, settings, now()),
  );
  return after as RolloutState;
}

/** `deploy:remote`: the build becomes stable for everyone at once, at the root and in the rollout. */
export async function deployToEveryone(
  context: ReleaseContext,
  hosting: HostingTarget,
  build: () => Promise<BuiltVersion>,
): Promise<RolloutState> {
  const { remote, db, now = () => new Date(), log = console.log } = context;
  const stored = await readRollout(db, remote);
  refuseDuringStage(stored instanceof Error ? null : stored, 'before a deploy to everyone');
  const built = await build();
  await context.checkBuild?.(built, await hosting.readLive());
  log(`Publishing ${built.id} to everyone on ${hosting.describe}…`);
  await publish(hosting, { build: built, rootVersion: built.id, named: [built.id], at: now(), log });
  await releasePins(context, built, { serve: true });
  // A document that is not a state is replaced: the deploy has just said what is stable.
  const { after } = await changeRollout(db, remote, (current) => deployedStable(current, remote, built.id, now()), {
    replaceUnreadable: true,
  });
  return after as RolloutState;
}

/** `release:promote`: a rollout change alone (Firestore), as instant as the gate's. */
export async function promoteRelease({ remote, db, settings, now = () => new Date() }: ReleaseContext) {
  const { after } = await changeRollout(db, remote, (current) => promotedByHand(current, settings, now()));
  return after as RolloutState;
}

/** `release:abort`: share 0 at once (Firestore); the composer sees it within its cache time. */
export async function abortRelease({ remote, db, now = () => new Date() }: ReleaseContext) {
  const { after, changed } = await changeRollout(db, remote, (current) => abortedByHand(current, now()));
  return { state: after as RolloutState, changed };
}

/** One line about a state for a command's output. */
export function describeRollout(state: RolloutState | null): string {
  if (!state) return 'no rollout: the root build serves everyone';
  if (state.candidate === null) return `stable ${state.stable} serves everyone`;
  if (!isStaged(state)) return `stable ${state.stable} serves everyone; candidate ${state.candidate} aborted (0 %)`;
  return `stable ${state.stable}; candidate ${state.candidate} at ${state.share} % (stage ${state.stage + 1}) since ${state.stageStartedAt}`;
}
