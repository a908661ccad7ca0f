import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import type { RolloutState } from '@codekade/shared/rollout';
import type { KnownVersions } from './beacon-check';

interface LiveVersionsOptions {
  /** How often the live build of a remote is read again (without holding a beacon up). */
  refreshMs?: number;
  /** How long a build stays known after it was last live: pages opened before a release still report. */
  keepMs?: number;
  now?: () => number;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The versions a beacon may name today: each remote's live build, as the composer reads it from the
 * remote's published index, and the builds that were live within `keepMs` (a page opened before a
 * release reports its own version). The first question for a remote waits for its answer; later ones
 * take the last answer and refresh it in the background. The rollout adds its stable and candidate.
 */
export function liveVersions(
  liveVersion: (remote: RemoteName) => Promise<string | undefined>,
  { refreshMs = 5000, keepMs = 60 * 60_000, now = Date.now }: LiveVersionsOptions = {},
): KnownVersions {
  const states = new Map<RemoteName, { readAt: number; reading?: Promise<void>; lastLive: Map<string, number> }>();

  function refresh(remote: RemoteName): Promise<void> {
    let state = states.get(remote);
    if (!state) {
      state = { readAt: 0, lastLive: new Map() };
      states.set(remote, state);
    }
    const current = state;
    current.readAt = now();
    current.reading ??= liveVersion(remote)
      .then((version) => {
        if (version !== undefined) current.lastLive.set(version, now());
      })
      .catch(() => undefined)
      .finally(() => {
        current.reading = undefined;
      });
    return current.reading;
  }

  return async (remote) => {
    if (!isRemoteName(remote)) return NONE;
    const state = states.get(remote);
    if (!state) await refresh(remote);
    else if (now() - state.readAt >= refreshMs) void refresh(remote);
    const { lastLive } = states.get(remote) as { lastLive: Map<string, number> };
    for (const [version, at] of lastLive) if (now() - at > keepMs && lastLive.size > 1) lastLive.delete(version);
    return new Set(lastLive.keys());
  };
}

/**
 * The live builds, and the stable and candidate versions each rollout state names: a page the
 * composer pinned to a rollout's version reports that version. A rollout read that fails or is slow
 * leaves the live builds alone.
 */
export function withRolloutVersions(
  known: KnownVersions,
  rollouts: (() => Promise<ReadonlyMap<string, RolloutState>>) | undefined,
): KnownVersions {
  if (!rollouts) return known;
  return async (remote) => {
    const live = await known(remote);
    const state = await rollouts().then(
      (states) => states.get(remote),
      () => undefined,
    );
    if (!state) return live;
    return new Set([...live, state.stable, ...(state.candidate ? [state.candidate] : [])]);
  };
}
