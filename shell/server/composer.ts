import { canonicalPath, canonicalUrl } from '@codekade/shared/addresses';
import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { type PageFragment, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { documentTitle } from '@codekade/shared/page-meta';
import { siteAreas } from '@codekade/shared/routes';
import { serverErrorText } from '../src/content/server-texts';
import { AREA_SLOT } from '../src/features/remotes';
import { AREA_PRELOADS_ID, INLINED_STYLE_ATTRIBUTE } from '../src/features/start-up';
import { COMPOSITION_DATA_ID, type CompositionData } from '../src/lib/composition-data';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { withinTime } from '../src/lib/within-time';
import { composeDocument, escapeHtml, inlineStyle, jsonScript } from './document';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import { type AreaContent, createFragmentSource } from './fragment-source';
import { createLimitedWarnings } from './limited-warnings';
import { createRecentCache } from './recent-cache';
import { createReleaseInputs, type ReleaseInputs, type ReleaseSources } from './release-inputs';
import { type RenderedShell, renderShell } from './render-shell';
import { compositionSettings } from './settings';
import { SITEMAP_PATH, sitemapXml } from './sitemap';
import { type PickedVersions, pickVersions, requestedVersions } from './version-pick';

/**
 * `readTemplate`: the shell's built index.html, also the plain document served when composing fails.
 * `readShellCss`: all of the shell's own style files, inlined so the first paint waits for no stylesheet.
 * `readRemotesConfig`: the deployed remotes.json (remote name to manifest URL). All three are read once
 * per release (`releaseKey`).
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
  warn?: (message: string) => void;
  /**
   * The rollout states by remote (the cached rollout reader's `all`); left out, every remote is
   * served from its root as remotes.json names it. What it gives is checked again per state.
   */
  rollouts?: () => Promise<ReadonlyMap<string, unknown>>;
  /** The per-request draw in [0, 1) that picks candidate or stable (tests give a seeded one). */
  draw?: () => number;
}

export interface ComposedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP sources ('sha256-…') of the document's own inline scripts, which its page headers admit. */
  inlineScripts?: string[];
}

/** How the composer answered, for logs and tests: with a remote's page, the shell alone, or the plain document. */
export const COMPOSITION_HEADER = 'X-Codekade-Composition';

/** How many paths keep a rendered shell and a composed page: a flood of unknown paths stays bounded. */
const KEPT_PATHS = 500;
/** How long a page waits for the rollout states before every remote is served stable. */
const ROLLOUT_BUDGET_MS = 300;
/** A page that no one but this request may keep: a split rollout's pick, or a version reached on purpose. */
export const PRIVATE_CACHE = 'private, no-store';
const NO_ROLLOUTS: ReadonlyMap<string, unknown> = new Map();

/** One warning line per remote and minute at most, however many visitors meet the same fault. */
const WARNING_INTERVAL_MS = 60_000;

/**
 * Head markup: the remote's CSS and the page's own hints (its main picture) for the first paint; the
 * preloads of the remote's code in an inert template, which the shell's entry makes live when the app
 * starts (`addAreaPreloads`), so they never compete with the first paint.
 */
function remoteHead(fragment: PageFragment, manifestUrl: string, base: string): string {
  const url = (file: string) => escapeHtml(new URL(file, base).href);
  const codePreloads = [
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`,
    // With CORS, as the browser then loads them (corsLoadsPlugin, the remotes' crossOriginLoading): a
    // preload of another mode would be fetched for nothing.
    ...fragment.preload.scripts.map(
      (file) => `<link rel="preload" as="script" crossorigin="anonymous" href="${url(file)}">`,
    ),
    ...fragment.preload.styles.map(
      (file) => `<link rel="preload" as="style" crossorigin="anonymous" href="${url(file)}">`,
    ),
    // Style files whose CSS is inlined above: disabled, so never fetched, but found by the loaders.
    ...(fragment.inlinedStyles ?? []).map(
      (file) => `<link rel="stylesheet" disabled ${INLINED_STYLE_ATTRIBUTE} href="${url(file)}">`,
    ),
  ];
  return [
    inlineStyle(fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, base)),
    fragment.resourceHints.replaceAll(REMOTE_BASE_PLACEHOLDER, base),
    `<template id="${AREA_PRELOADS_ID}">${codePreloads.join('')}</template>`,
  ].join('');
}

/** A composed page kept for the path: valid while its release and fragment are the current ones. */
interface KeptPage {
  release: string;
  fragment: PageFragment | null;
  until: number;
  response: ComposedResponse;
}

/**
 * Composes a page per request: the shell's layout rendered here, the route's HTML from the remote that
 * owns it (prerendered at that remote's build), one document. Whatever goes wrong with a remote, the
 * visitor gets the plain shell document within the budget, and the browser composes the page as before.
 * Inputs are read once per release, shells and pages kept per path, fragments fetched once at a time.
 */
export function createComposer(options: ComposerOptions) {
  const budgetMs = options.fragmentBudgetMs ?? DEFAULT_FRAGMENT_BUDGET_MS;
  const cdnSeconds = options.cdnCacheSeconds ?? compositionSettings.cdnCacheSeconds.defaultValue;
  const cdnCache = `public, max-age=0, s-maxage=${cdnSeconds}`;
  const warn = createLimitedWarnings(options.warn ?? ((message: string) => console.warn(message)), WARNING_INTERVAL_MS);
  const fragments = createFragmentSource({
    cacheMs: options.fragmentCacheMs ?? compositionSettings.fragmentCacheMs.defaultValue,
    fetch: options.fetch,
  });
  const currentInputs = createReleaseInputs(options);
  const imageUrl = new URL('/og-image.png', options.siteUrl).href;
  const siteOrigin = new URL(options.siteUrl).origin;
  const shells = createRecentCache<RenderedShell>(KEPT_PATHS);
  const pages = createRecentCache<KeptPage>(KEPT_PATHS);
  let warmedRelease: { key: string; done: Promise<void> } | undefined;

  const respond = (
    inputs: ReleaseInputs,
    status: number,
    kind: string,
    body: string,
    cacheControl = cdnCache,
  ): ComposedResponse => ({
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, [COMPOSITION_HEADER]: kind },
    body,
    inlineScripts: inputs.inlineScripts,
  });
  const redirect = (location: string): ComposedResponse => ({
    status: 301,
    headers: { Location: location, 'Cache-Control': cdnCache },
    body: '',
  });

  function shellFor(inputs: ReleaseInputs, path: string): RenderedShell {
    const key = `${inputs.key} ${path}`;
    const kept = shells.get(key);
    if (kept) return kept;
    const shell = renderShell(path);
    shells.set(key, shell);
    return shell;
  }

  /** Reads every remote's index as soon as a release is known, so the first visitor finds it. */
  function warmRemotes(inputs: ReleaseInputs, origin: string): Promise<void> {
    if (warmedRelease?.key === inputs.key) return warmedRelease.done;
    const reads = siteAreas.map(({ remote }) => {
      try {
        return fragments.warm(remote, remoteManifestUrl(inputs.remotes, remote, origin));
      } catch {
        // A remote missing from remotes.json shows when its page is asked for.
        return Promise.resolve();
      }
    });
    warmedRelease = { key: inputs.key, done: Promise.all(reads).then(() => {}) };
    return warmedRelease.done;
  }

  function keep(
    inputs: ReleaseInputs,
    path: string,
    picked: PickedVersions,
    fragment: PageFragment | null,
    response: ComposedResponse,
  ) {
    pages.set(`${path} ${picked.key}`, {
      release: inputs.key,
      fragment,
      until: Date.now() + cdnSeconds * 1000,
      response,
    });
    return response;
  }

  function keptPage(
    inputs: ReleaseInputs,
    path: string,
    picked: PickedVersions,
    fragment: PageFragment | null,
  ): ComposedResponse | undefined {
    // Kept per path and picked versions: a page of the candidate is never given to a visitor of stable.
    const kept = pages.get(`${path} ${picked.key}`);
    if (!kept || kept.release !== inputs.key || kept.fragment !== fragment || kept.until <= Date.now())
      return undefined;
    return kept.response;
  }

  /** The remotes.json the page carries: the picked versions' manifests once a rollout names one. */
  const pageRemotes = (inputs: ReleaseInputs, picked: PickedVersions) =>
    Object.keys(picked.versions).length > 0 ? picked.manifests : inputs.remotes;
  const pageCache = (picked: PickedVersions) => (picked.split || picked.overridden ? PRIVATE_CACHE : cdnCache);

  function shellNotFound(
    inputs: ReleaseInputs,
    shell: RenderedShell,
    path: string,
    picked: PickedVersions,
  ): ComposedResponse {
    const kept = keptPage(inputs, path, picked, null);
    if (kept) return kept;
    const meta = shell.meta ?? { title: notFoundText.title, description: '' };
    const data: CompositionData = { area: null, remotes: pageRemotes(inputs, picked) };
    const body = composeDocument(inputs.template, {
      title: documentTitle(meta.title),
      description: meta.description,
      canonicalUrl: canonicalUrl(options.siteUrl, path),
      imageUrl,
      headHtml: inputs.shellStyle + jsonScript(COMPOSITION_DATA_ID, data),
      rootHtml: shell.html,
    });
    return keep(inputs, path, picked, null, respond(inputs, 404, 'shell', body, pageCache(picked)));
  }

  function areaPage(
    inputs: ReleaseInputs,
    shell: RenderedShell,
    path: string,
    remote: RemoteName,
    manifestUrl: string,
    fragment: PageFragment,
    picked: PickedVersions,
  ): ComposedResponse {
    const kept = keptPage(inputs, path, picked, fragment);
    if (kept) return kept;
    const base = new URL('.', manifestUrl).href;
    const data: CompositionData = {
      area: { remote, buildId: fragment.buildId },
      remotes: pageRemotes(inputs, picked),
    };
    const areaHtml = fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, base);
    const body = composeDocument(inputs.template, {
      title: documentTitle(fragment.head.title),
      description: fragment.head.description,
      canonicalUrl: canonicalUrl(options.siteUrl, path),
      imageUrl,
      headHtml: inputs.shellStyle + remoteHead(fragment, manifestUrl, base) + jsonScript(COMPOSITION_DATA_ID, data),
      rootHtml: shell.html.replace(AREA_SLOT, () => areaHtml),
    });
    return keep(inputs, path, picked, fragment, respond(inputs, fragment.status, 'area', body, pageCache(picked)));
  }

  /**
   * The sitemap from every remote's published index: a remote release that adds a page adds it here
   * too. A remote whose index was never read makes it a 503 (crawlers retry), never a shorter list.
   */
  async function sitemap(origin: string): Promise<ComposedResponse> {
    const inputs = await currentInputs();
    try {
      const lists = await Promise.all(
        siteAreas.map(({ remote }) =>
          fragments.publishedPages(remote, remoteManifestUrl(inputs.remotes, remote, origin)),
        ),
      );
      return {
        status: 200,
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cdnCache },
        body: sitemapXml(options.siteUrl, lists.flat()),
      };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      warn('shell', `[composer] ${SITEMAP_PATH}: ${reason}; answering 503.`);
      return {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
        body: `${serverErrorText}\n`,
      };
    }
  }

  /**
   * The rollout states within a short budget: Firestore that fails, hangs or holds nonsense gives
   * every remote its stable version (or its root), never an error page.
   */
  async function rolloutStates(): Promise<ReadonlyMap<string, unknown>> {
    if (!options.rollouts) return NO_ROLLOUTS;
    try {
      return await withinTime(
        options.rollouts(),
        ROLLOUT_BUDGET_MS,
        () => new Error(`no rollout states within ${ROLLOUT_BUDGET_MS} ms`),
      );
    } catch (error) {
      warn('shell', `[composer] rollouts: ${String(error)}; serving stable versions.`);
      return NO_ROLLOUTS;
    }
  }

  /**
   * `path` is the request's pathname, `search` its query (kept by redirects); `origin` resolves
   * relative manifest URLs. A path in another form than its canonical one is answered with a 301 to
   * it, before anything is read, so every page has one address and one canonical link.
   */
  async function compose(path: string, origin: string, search = ''): Promise<ComposedResponse> {
    if (path === SITEMAP_PATH) return sitemap(origin);
    const canonical = canonicalPath(path);
    if (canonical !== path) return redirect(`${canonical}${search}`);
    const [inputs, states] = await Promise.all([currentInputs(), rolloutStates()]);
    void warmRemotes(inputs, origin);
    let remote: RemoteName | undefined;
    let manifestUrl: string | undefined;
    try {
      // One pick per request for every remote: the page's area and what the browser loads later.
      const picked = pickVersions({
        remotesConfig: inputs.remotes,
        origin,
        rollouts: states,
        draw: options.draw,
        requested: requestedVersions(search),
      });
      const shell = shellFor(inputs, path);
      if (shell.remote === null || !isRemoteName(shell.remote)) return shellNotFound(inputs, shell, path, picked);
      remote = shell.remote;
      manifestUrl = picked.manifests[remote] ?? remoteManifestUrl(inputs.remotes, remote, origin);
      const content: AreaContent = await withinTime(
        fragments.areaContent(remote, manifestUrl, path),
        budgetMs,
        () => new Error(`no answer within ${budgetMs} ms`),
      );
      if (content.kind === 'redirect') return redirect(`${content.location}${search}`);
      if (content.kind === 'missing') throw new Error(`${remote} has no page and no not-found page for ${path}`);
      return areaPage(inputs, shell, path, remote, manifestUrl, content.fragment, picked);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      warn(remote ?? 'shell', `[composer] ${path}: ${reason}; serving the plain shell document.`);
      // What the remote's last index says about the path decides the status, not the fault.
      const known = remote && manifestUrl ? fragments.knownStatus(remote, manifestUrl, path) : undefined;
      return respond(inputs, known === 404 ? 404 : 200, 'plain', inputs.template, 'no-cache');
    }
  }

  /**
   * Reads the release's inputs and every remote's index and fragments; resolves when all have
   * answered or failed. A new instance that waits for it starts with its first visitors' pages known.
   */
  async function warm(origin: string): Promise<void> {
    // The rollout states too: the first read of Firestore is the slow one.
    const states = options.rollouts?.().catch(() => undefined);
    await Promise.all([warmRemotes(await currentInputs(), origin), states]);
  }

  /** The build of `remote` live now, by its published index; undefined when it cannot be read. */
  async function liveVersion(remote: RemoteName): Promise<string | undefined> {
    try {
      const inputs = await currentInputs();
      return await fragments.liveBuildId(remote, remoteManifestUrl(inputs.remotes, remote, siteOrigin));
    } catch {
      return undefined;
    }
  }

  return Object.assign(compose, { warm, liveVersion });
}

export type Composer = ReturnType<typeof createComposer>;
