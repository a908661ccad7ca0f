import type { ReleaseSources } from './release-inputs';

/**
 * `readTemplate`: the shell's built index.html, also the plain document served when composing fails.
 * `readShellCss`: all of the shell's own style files, inlined so the first paint waits for no stylesheet.
 * `readDiscovery`: the deployed discovery document (docs/discovery.md): the site's areas, their
 * manifests and menus; it routes every page. All three are read once per release (`releaseKey`).
 */
export interface ComposerOptions extends ReleaseSources {
  /** Public address of the site, for canonical links and the share image. */
  siteUrl: string;
  /** How long a page request waits for the remote's fragments before the plain document is served instead. */
  fragmentBudgetMs?: number;
  /** How long fetched fragments are reused in memory; 0 reads them on every request. */
  fragmentCacheMs?: number;
  /** How long a CDN may keep a composed page (`s-maxage`), and the composer too; browsers always revalidate. */
  cdnCacheSeconds?: number;
  fetch?: typeof fetch;
  /**
   * The app sources of the pages' Content-Security-Policy (content-security-policy.mjs:
   * `PRODUCTION_APP_SOURCES`, locally `LOOPBACK_SOURCES`): remotes' files are fetched only from URLs
   * they, or a discovered area's live Hosting origin, admit (remoteSourceFor), the rule the policy uses.
   */
  remoteSources: readonly string[];
  warn?: (message: string) => void;
  /**
   * The rollout states by remote (the cached rollout reader's `all`); left out, every remote is
   * served at the version the discovery document names. What it gives is checked again per state.
   */
  rollouts?: () => Promise<ReadonlyMap<string, unknown>>;
  /** The per-request draw in [0, 1) that picks candidate or stable (tests give a seeded one). */
  draw?: () => number;
  /**
   * How long a release read while the composer runs may warm what it changes before requests are
   * composed with it regardless (release-warm-up.ts: WARM_UP_LIMIT_MS).
   */
  releaseWarmUpMs?: number;
}
