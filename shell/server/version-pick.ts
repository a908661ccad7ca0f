/**
 * Which version of every remote one page request gets (issue 31): per remote with a candidate and a
 * share above 0, one random draw picks candidate or stable; nothing about the visitor is kept or
 * read (no cookie, no identifier). The page then carries the chosen manifest URLs, so everything
 * the browser loads for it comes from those versions. Pure: the states, the draw and the request's
 * override are given.
 */
import type { RemoteName } from '@codekade/shared/contract';
import { DISCOVERY_LIMITS } from '@codekade/shared/discovery-reader';
import { parseRolloutState, type RolloutState } from '@codekade/shared/rollout';
import { VERSION_OVERRIDE_PARAM, versionManifestUrl } from '@codekade/shared/versions';
import { remoteManifestUrl } from '../src/lib/remotes-config';

export { VERSION_OVERRIDE_PARAM };

export interface PickedVersions {
  /** The manifest URL of every remote for this page: `/v/<id>/…` when its rollout names a version. */
  manifests: Partial<Record<RemoteName, string>>;
  /** The version picked per remote with a rollout. */
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
 * `remotesConfig` maps each discovered remote to its stable root manifest, `rollouts` the
 * states by remote (hostile: anything unreadable is no rollout), `draw` a number in [0, 1) per
 * call, `requested` the override pairs. Throws only what `remoteManifestUrl` throws for a
 * map that is not one (the composer's plain-document path).
 */
export function pickVersions({
  remotesConfig,
  origin,
  rollouts,
  draw = Math.random,
  requested = new Map(),
}: {
  remotesConfig: unknown;
  origin: string;
  rollouts: ReadonlyMap<string, unknown>;
  draw?: () => number;
  requested?: ReadonlyMap<string, string>;
}): PickedVersions {
  const manifests: Partial<Record<RemoteName, string>> = {};
  const versions: Partial<Record<RemoteName, string>> = {};
  let split = false;
  let overridden = false;
  let candidate = false;
  const names =
    typeof remotesConfig === 'object' && remotesConfig !== null && !Array.isArray(remotesConfig)
      ? Object.keys(remotesConfig)
      : [];
  for (const remote of names) {
    let root: string;
    try {
      root = remoteManifestUrl(remotesConfig, remote, origin);
    } catch {
      // A remote without a usable manifest: the browser's own reader reports it.
      continue;
    }
    manifests[remote] = root;
    const stored = rollouts.get(remote);
    if (stored === undefined) continue;
    const state = checkedState(stored, remote);
    if (!state) continue;
    const asked = requested.get(remote);
    let version = state.stable;
    if (asked !== undefined && (asked === state.stable || asked === state.candidate)) {
      version = asked;
      overridden = true;
    } else if (state.candidate !== null && state.share > 0) {
      if (state.share < 100) split = true;
      // share 100: every draw in [0, 1) is below; share 0 never gets here.
      if (draw() * 100 < state.share) version = state.candidate;
    }
    try {
      manifests[remote] = versionManifestUrl(root, version);
      versions[remote] = version;
      if (version === state.candidate) candidate = true;
    } catch {
      // Cannot happen for a parsed state; the root is the safe answer.
    }
  }
  const key = names.map((remote) => manifests[remote] ?? '').join(' ');
  return { manifests, versions, split, candidate, overridden, key };
}
