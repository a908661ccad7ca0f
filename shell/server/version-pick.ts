/**
 * Which version of every remote one page request gets (issue 31): the one the discovery document
 * names, or its rollout's stable; per remote with a candidate and a share above 0, one random draw
 * picks candidate or stable, each only when the discovery document pins it (issue 48); nothing about the visitor is kept or
 * read (no cookie, no identifier). The page then carries the chosen manifest URLs, so everything
 * the browser loads for it comes from those versions. Pure: the states, the draw and the request's
 * override are given.
 */
import type { RemoteName } from '@codekade/shared/contract';
import type { DiscoveredRemote } from '@codekade/shared/discovery';
import { DISCOVERY_LIMITS } from '@codekade/shared/discovery-reader';
import { pinOfVersion, servedManifestOf } from '@codekade/shared/integrity';
import { parseRolloutState, type RolloutState } from '@codekade/shared/rollout';
import { VERSION_OVERRIDE_PARAM, versionManifestUrl } from '@codekade/shared/versions';

export { VERSION_OVERRIDE_PARAM };

export interface PickedVersions {
  /**
   * The manifest URL of every remote for this page: `/v/<id>/…` of the version picked, the one the
   * discovery document names unless a rollout names another it pins; the root for a remote the
   * document pins no version of (never loaded).
   */
  manifests: Partial<Record<RemoteName, string>>;
  /** The version picked per remote with a pinned version. */
  versions: Partial<Record<RemoteName, string>>;
  /** True while some remote's share lies strictly between 0 and 100: the answer may not be shared. */
  split: boolean;
  /**
   * True when the page names some remote's candidate (at any share, 100 included): no shared cache may
   * keep it until promotion makes that version stable, or an abort would leave copies of it out there.
   */
  candidate: boolean;
  /** True when the request reached a version on purpose (the override). */
  overridden: boolean;
  /** Names the picked manifests: pages are kept per path and this key. */
  key: string;
}

/**
 * `?versie=mf_home:b2` pairs the request asks for. A pair is used only when the remote's rollout
 * names that version (stable or candidate), so nothing else is reachable this way.
 */
export function requestedVersions(search: string): Map<string, string> {
  const asked = new Map<string, string>();
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return asked;
  }
  for (const value of params.getAll(VERSION_OVERRIDE_PARAM).slice(0, DISCOVERY_LIMITS.remotes)) {
    const separator = value.indexOf(':');
    if (separator > 0) asked.set(value.slice(0, separator), value.slice(separator + 1));
  }
  return asked;
}

/** A state as the rollout reader gives it, checked once more: what fails counts as no rollout. */
function checkedState(value: unknown, remote: RemoteName): RolloutState | undefined {
  const state = parseRolloutState(value);
  return state instanceof Error || state.remote !== remote ? undefined : state;
}

/**
 * `remotes` are the discovery document's entries (as its reader kept them), `rollouts` the states by
 * remote (hostile: anything unreadable is no rollout), `draw` a number in [0, 1) per call,
 * `requested` the override pairs. Only versions the document pins are picked (issue 48): a remote
 * is served from the version the document names unless its rollout names another pinned one; a
 * remote without a pinned version keeps its root manifest, which nothing loads (fail closed).
 */
export function pickVersions({
  remotes,
  rollouts,
  draw = Math.random,
  requested = new Map(),
}: {
  remotes: readonly DiscoveredRemote[];
  rollouts: ReadonlyMap<string, unknown>;
  draw?: () => number;
  requested?: ReadonlyMap<string, string>;
}): PickedVersions {
  const manifests: Partial<Record<RemoteName, string>> = {};
  const versions: Partial<Record<RemoteName, string>> = {};
  let split = false;
  let overridden = false;
  let candidate = false;
  for (const entry of remotes) {
    const remote = entry.name as RemoteName;
    const served = servedManifestOf(entry);
    manifests[remote] = served.url;
    if (served.version !== undefined) versions[remote] = served.version;
    const stored = rollouts.get(remote);
    if (stored === undefined) continue;
    const state = checkedState(stored, remote);
    if (!state) continue;
    const pinned = (version: string | null) => version !== null && pinOfVersion(entry.pins, version) !== undefined;
    const asked = requested.get(remote);
    let version = pinned(state.stable) ? state.stable : served.version;
    if (asked !== undefined && (asked === state.stable || asked === state.candidate) && pinned(asked)) {
      version = asked;
      overridden = true;
    } else if (state.candidate !== null && state.share > 0 && pinned(state.candidate)) {
      if (state.share < 100) split = true;
      // share 100: every draw in [0, 1) is below; share 0 never gets here.
      if (draw() * 100 < state.share) version = state.candidate;
    }
    if (version === undefined) continue;
    manifests[remote] = versionManifestUrl(entry.manifest, version);
    versions[remote] = version;
    if (version === state.candidate) candidate = true;
  }
  const key = remotes.map((entry) => manifests[entry.name as RemoteName] ?? '').join(' ');
  return { manifests, versions, split, candidate, overridden, key };
}
