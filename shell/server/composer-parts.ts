import type { RemoteName } from '@codekade/shared/contract';
import { manifestPinOf } from '@codekade/shared/integrity';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import type { ComposerOptions } from './composer-options';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import { createFragmentSource, type FragmentSource } from './fragment-source';
import { createKeptPages } from './kept-pages';
import { createLimitedWarnings } from './limited-warnings';
import { createRecentCache } from './recent-cache';
import { createReleaseInputs, type ReleaseInputs } from './release-inputs';
import { createReleaseWarmUp } from './release-warm-up';
import { guardedRemoteFetch } from './remote-fetch-guard';
import { type RenderedShell, renderShell } from './render-shell';
import { rolloutStatesWithin } from './rollout-states';
import { compositionSettings } from './settings';
import type { PickedVersions } from './version-pick';

/** How many paths keep a rendered shell and a composed page: a flood of unknown paths stays bounded. */
const KEPT_PATHS = 500;

/**
 * A page that no one but this request may keep: a split rollout's pick, a candidate's page at any
 * share, or a version reached on purpose.
 */
export const PRIVATE_CACHE = 'private, no-store';

/** One warning line per remote and minute at most, however many visitors meet the same fault. */
const WARNING_INTERVAL_MS = 60_000;

/**
 * What every request's stages share, made once per composer from its options: the settings, the
 * sources every read passes through, and what is kept between requests. A stage reads these and the
 * request's data; it keeps nothing of its own.
 */
export interface ComposerParts {
  /** Public address of the site, for canonical links and the share image. */
  siteUrl: string;
  /** The site's origin, which resolves the manifests of a request that has none of its own. */
  siteOrigin: string;
  /** How long a page request waits for the remote's fragments. */
  budgetMs: number;
  /** The `Cache-Control` of an answer every visitor may get. */
  cdnCache: string;
  /** The per-request draw that picks candidate or stable. */
  draw?: () => number;
  /** One line per key (a remote, or the shell) and minute at most. */
  warn: (key: string, message: string) => void;
  /** Every fetch of a remote's file, by the pages' policy for remotes (remote-fetch-guard.ts). */
  remoteFetch: typeof fetch;
  fragments: FragmentSource;
  /** The release's inputs, read once per release; the newest read gives the pins every file is checked by. */
  currentInputs: () => Promise<ReleaseInputs>;
  /** The rollout states within their short budget (every remote stable when they cannot be had). */
  rolloutStates: () => Promise<ReadonlyMap<string, unknown>>;
  /** The rollout states as given, unbudgeted (a new instance's warm-up waits for the first read). */
  rollouts?: () => Promise<ReadonlyMap<string, unknown>>;
  /** The shell's layout for a path, kept per release and path. */
  shellFor: (inputs: ReleaseInputs, path: string) => RenderedShell;
  /** Composed pages, kept per path and picked versions while their fragments are the current ones. */
  pages: ReturnType<typeof createKeptPages>;
  /** Reads every remote's index once per release, so the first visitor finds it. */
  warmRemotes: (inputs: ReleaseInputs, origin: string) => Promise<void>;
  /** The `Cache-Control` of a page composed with these versions. */
  pageCache: (picked: PickedVersions) => string;
}

export function createComposerParts(options: ComposerOptions): ComposerParts {
  const cdnSeconds = options.cdnCacheSeconds ?? compositionSettings.cdnCacheSeconds.defaultValue;
  const cdnCache = `public, max-age=0, s-maxage=${cdnSeconds}`;
  const warn = createLimitedWarnings(options.warn ?? ((message: string) => console.warn(message)), WARNING_INTERVAL_MS);
  // The pins the composer checks every remote's files against (issue 48): the newest discovery
  // document's, per version, then those of the one requests are composed with while the newest warms
  // (release-warm-up.ts); never the remote's own site, nor a rollout state (its writers are the teams').
  let newestInputs: ReleaseInputs | undefined;
  let servedInputs: ReleaseInputs | undefined;
  const entryIn = (inputs: ReleaseInputs | undefined, remote: RemoteName) =>
    inputs?.discovery.remotes.find((entry) => entry.name === remote);
  const pinOf = (remote: RemoteName, manifestUrl: string): string | undefined =>
    manifestPinOf(entryIn(newestInputs, remote), manifestUrl) ??
    manifestPinOf(entryIn(servedInputs, remote), manifestUrl);
  const remoteFetch = guardedRemoteFetch(options.remoteSources, options.fetch);
  const fragments = createFragmentSource({
    cacheMs: options.fragmentCacheMs ?? compositionSettings.fragmentCacheMs.defaultValue,
    fetch: remoteFetch,
    pinOf,
  });
  const siteOrigin = new URL(options.siteUrl).origin;
  const readInputs = createReleaseInputs(options);
  const servedRelease = createReleaseWarmUp({
    read: async () => {
      newestInputs = await readInputs();
      return newestInputs;
    },
    warm: (next, live) => warmChangedAreas(next, live, siteOrigin),
    limitMs: options.releaseWarmUpMs,
  });
  const currentInputs = async () => {
    servedInputs = await servedRelease();
    return servedInputs;
  };
  const shells = createRecentCache<RenderedShell>(KEPT_PATHS);
  let warmedRelease: { key: string; done: Promise<void> } | undefined;

  function shellFor(inputs: ReleaseInputs, path: string): RenderedShell {
    const key = `${inputs.key} ${path}`;
    const kept = shells.get(key);
    if (kept) return kept;
    const shell = renderShell(path, inputs.discovery);
    shells.set(key, shell);
    return shell;
  }

  /** Reads the index and fragments of `remotes` at the versions `inputs` serve. */
  function warmAreas(inputs: ReleaseInputs, remotes: readonly RemoteName[], origin: string): Promise<void> {
    const reads = remotes.map((remote) => {
      try {
        return fragments.warm(remote, remoteManifestUrl(inputs.served, remote, origin));
      } catch {
        // Cannot happen for a discovered remote; its page would show it.
        return Promise.resolve();
      }
    });
    return Promise.all(reads).then(() => {});
  }

  function warmRemotes(inputs: ReleaseInputs, origin: string): Promise<void> {
    if (warmedRelease?.key === inputs.key) return warmedRelease.done;
    const done = warmAreas(
      inputs,
      inputs.discovery.remotes.map(({ name }) => name),
      origin,
    );
    warmedRelease = { key: inputs.key, done };
    return done;
  }

  /** A release's areas that are new or whose entry changed (a version, a pin) since `live`: only those are read. */
  function warmChangedAreas(next: ReleaseInputs, live: ReleaseInputs, origin: string): Promise<void> {
    const changed = next.discovery.remotes
      .filter((entry) => JSON.stringify(entry) !== JSON.stringify(entryIn(live, entry.name)))
      .map(({ name }) => name);
    return warmAreas(next, changed, origin);
  }

  return {
    siteUrl: options.siteUrl,
    siteOrigin,
    budgetMs: options.fragmentBudgetMs ?? DEFAULT_FRAGMENT_BUDGET_MS,
    cdnCache,
    draw: options.draw,
    warn,
    remoteFetch,
    fragments,
    currentInputs,
    rolloutStates: () => rolloutStatesWithin({ rollouts: options.rollouts, warn }),
    rollouts: options.rollouts,
    shellFor,
    pages: createKeptPages({ paths: KEPT_PATHS, keepMs: cdnSeconds * 1000 }),
    warmRemotes,
    pageCache: (picked) => (picked.split || picked.candidate || picked.overridden ? PRIVATE_CACHE : cdnCache),
  };
}
