import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import type { RolloutState } from '@codekade/shared/rollout';
import type { KnownVersions } from './beacon-check';

interface LiveVersionsOptions {
  /** How often the live build of a remote is read again (without holding a beacon up). */
  refreshMs?: number;
  /** How long a build stays known after it was last live: pages opened before a release still report. */
  keepMs?: number;
  /** The versions the remote's site still holds (its versions.json): known as long as it lists them. */
  keptVersions?: (remote: RemoteName) => Promise<readonly string[]>;
  /** How often those are read again; they change only with a release. */
  keptRefreshMs?: number;
  /**
   * A beacon naming a version not known yet has both read again at once, at most this often per remote:
   * a page that moved to a release made a moment ago reports its new build before the next refresh.
   */
  missRefreshMs?: number;
  /**
   * How many remote names keep state at once: remotes are discovered at run time, so the names a
   * beacon may bring are not a fixed list. The one asked least recently makes way for a new one.
   */
  maxRemotes?: number;
  now?: () => number;
}

const NONE: ReadonlySet<string> = new Set();

/** Far above the areas a site has (the registry's and those discovered), far below a memory concern. */
export const MAX_REMOTES = 64;

/**
 * The versions a beacon may name today: each remote's live build, as the composer reads it from the
 * remote's published index, the builds that were live within `keepMs` (a page opened before a
 * release reports its own version), and the versions the remote's site still holds by its
 * versions.json (a page opened before a plain release keeps loading its version from there, however
 * long ago it was seen live, or if this instance never saw it). The first question for a remote waits
 * for its answers; later ones take the last answers and refresh them in the background. The rollout
 * adds its stable and candidate.
 */
export function liveVersions(
  liveVersion: (remote: RemoteName) => Promise<string | undefined>,
  {
    refreshMs = 5000,
    keepMs = 60 * 60_000,
    keptVersions = async () => [],
    keptRefreshMs = 60_000,
    missRefreshMs = 1000,
    maxRemotes = MAX_REMOTES,
    now = Date.now,
  }: LiveVersionsOptions = {},
): KnownVersions {
  interface RemoteVersions {
    readAt: number;
    reading?: Promise<void>;
    lastLive: Map<string, number>;
    keptReadAt: number;
    readingKept?: Promise<void>;
    kept: ReadonlySet<string>;
  }
  const states = new Map<RemoteName, RemoteVersions>();

  function stateOf(remote: RemoteName): RemoteVersions {
    let state = states.get(remote);
    // Map order is insertion order: moving the remote to the end keeps the least recently asked first.
    if (state) states.delete(remote);
    else {
      state = { readAt: 0, lastLive: new Map(), keptReadAt: 0, kept: NONE };
      const oldest = states.keys().next();
      if (states.size >= maxRemotes && !oldest.done) states.delete(oldest.value);
    }
    states.set(remote, state);
    return state;
  }

  function refreshLive(state: RemoteVersions, remote: RemoteName): Promise<void> {
    state.readAt = now();
    state.reading ??= liveVersion(remote)
      .then((version) => {
        if (version !== undefined) state.lastLive.set(version, now());
      })
      .catch(() => undefined)
      .finally(() => {
        state.reading = undefined;
      });
    return state.reading;
  }

  function refreshKept(state: RemoteVersions, remote: RemoteName): Promise<void> {
    state.keptReadAt = now();
    state.readingKept ??= keptVersions(remote)
      .then((versions) => {
        state.kept = new Set(versions);
      })
      .catch(() => undefined)
      .finally(() => {
        state.readingKept = undefined;
      });
    return state.readingKept;
  }

  function versionsOf(state: RemoteVersions): ReadonlySet<string> {
    const { lastLive, kept } = state;
    for (const [version, at] of lastLive) if (now() - at > keepMs && lastLive.size > 1) lastLive.delete(version);
    return new Set([...lastLive.keys(), ...kept]);
  }

  return async (remote, wanted) => {
    if (!isRemoteName(remote)) return NONE;
    const first = !states.has(remote);
    const state = stateOf(remote);
    if (first) await Promise.all([refreshLive(state, remote), refreshKept(state, remote)]);
    else {
      if (now() - state.readAt >= refreshMs) void refreshLive(state, remote);
      if (now() - state.keptReadAt >= keptRefreshMs) void refreshKept(state, remote);
    }
    const versions = versionsOf(state);
    if (wanted === undefined || versions.has(wanted) || first) return versions;
    // Not known: read afresh (joining a read under way), unless that was done a moment ago.
    const reads: Promise<void>[] = [];
    if (state.reading || now() - state.readAt >= missRefreshMs) reads.push(refreshLive(state, remote));
    if (state.readingKept || now() - state.keptReadAt >= missRefreshMs) reads.push(refreshKept(state, remote));
    if (reads.length === 0) return versions;
    await Promise.all(reads);
    return versionsOf(state);
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
  return async (remote, wanted) => {
    const state = await rollouts().then(
      (states) => states.get(remote),
      () => undefined,
    );
    const named = state ? [state.stable, ...(state.candidate ? [state.candidate] : [])] : [];
    // A version the rollout names needs no fresh read of the live ones.
    const live = await known(remote, wanted !== undefined && named.includes(wanted) ? undefined : wanted);
    return named.length ? new Set([...live, ...named]) : live;
  };
}

/** What the composer says about each remote's published versions. */
export interface PublishedVersions {
  liveVersion(remote: RemoteName): Promise<string | undefined>;
  keptVersions(remote: RemoteName): Promise<readonly string[]>;
}

/**
 * The versions the beacon endpoint accepts, for the composer service and the local site alike: the
 * live builds and those live a while ago, the versions the remotes' sites still hold, and the
 * rollouts' stable and candidate.
 */
export function versionsBeaconsMayName(
  published: PublishedVersions,
  rollouts: (() => Promise<ReadonlyMap<string, RolloutState>>) | undefined,
): KnownVersions {
  return withRolloutVersions(liveVersions(published.liveVersion, { keptVersions: published.keptVersions }), rollouts);
}
