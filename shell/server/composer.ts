import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { DISCOVERY_PATH } from '@codekade/shared/discovery';
import {
  FRAGMENT_SLOTS,
  type FragmentSlotName,
  SLOT_MANIFEST_PARAM,
  type SlotContent,
} from '@codekade/shared/fragment-slots';
import { type PageFragment, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { manifestPinOf } from '@codekade/shared/integrity';
import { versionOfManifestUrl } from '@codekade/shared/versions';
import { serverErrorText } from '../src/content/server-texts';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { areaContentWithin } from './area-content';
import {
  type ComposedResponse,
  discoveryJsonAnswer,
  htmlAnswer,
  redirectAnswer,
  slotJsonAnswer,
} from './composer-answers';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import { createFragmentSource, type VersionPins } from './fragment-source';
import { createKeptPages } from './kept-pages';
import { createLimitedWarnings } from './limited-warnings';
import { keptVersionsOf } from './measurements/kept-versions';
import { answerAt } from './not-found-stand-in';
import { areaPageDocument, type PageDocumentRequest, pageDiscovery, shellPageDocument } from './page-document';
import { emptySlotsOf, type FilledSlot, pageSlots, slotWithin } from './page-slots';
import { problemText } from './problem-text';
import { createRecentCache } from './recent-cache';
import { createReleaseInputs, type ReleaseInputs, type ReleaseSources } from './release-inputs';
import { guardedRemoteFetch } from './remote-fetch-guard';
import { type RenderedShell, renderShell } from './render-shell';
import { rolloutStatesWithin } from './rollout-states';
import { routeRequest, sharedPagePath } from './route-request';
import { compositionSettings } from './settings';
import { SITEMAP_PATH, sitemapXml } from './sitemap';
import { type PickedVersions, pickVersions, requestedVersions } from './version-pick';

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
}

export { COMPOSITION_HEADER, type ComposedResponse } from './composer-answers';

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
 * Composes a page per request: the shell's layout rendered here, the route's HTML from the remote that
 * owns it (prerendered at that remote's build), one document. Whatever goes wrong with a remote, the
 * visitor gets the plain shell document within the budget, and the browser composes the page as before.
 * Inputs are read once per release, shells and pages kept per path, fragments fetched once at a time.
 *
 * A page request passes the stages once, in order: route the request (route-request.ts), pick the
 * versions (rollout-states.ts, version-pick.ts), fetch the fragments (fragment-source.ts,
 * page-slots.ts), check them (fragment-source.ts on reading, page-document.ts once filled), compose
 * the document (page-document.ts) and answer (composer-answers.ts, kept-pages.ts).
 */
export function createComposer(options: ComposerOptions) {
  const budgetMs = options.fragmentBudgetMs ?? DEFAULT_FRAGMENT_BUDGET_MS;
  const cdnSeconds = options.cdnCacheSeconds ?? compositionSettings.cdnCacheSeconds.defaultValue;
  const cdnCache = `public, max-age=0, s-maxage=${cdnSeconds}`;
  const warn = createLimitedWarnings(options.warn ?? ((message: string) => console.warn(message)), WARNING_INTERVAL_MS);
  // The pins the composer checks every remote's files against (issue 48): the newest discovery
  // document's, per version; never the remote's own site, nor a rollout state (its writers are the teams').
  let pinInputs: ReleaseInputs | undefined;
  const pinOf = (remote: RemoteName, manifestUrl: string): string | undefined =>
    manifestPinOf(
      pinInputs?.discovery.remotes.find((entry) => entry.name === remote),
      manifestUrl,
    );
  // Every fetch of a remote's file passes the policy's rule for remotes (remote-fetch-guard.ts).
  const remoteFetch = guardedRemoteFetch(options.remoteSources, options.fetch);
  const fragments = createFragmentSource({
    cacheMs: options.fragmentCacheMs ?? compositionSettings.fragmentCacheMs.defaultValue,
    fetch: remoteFetch,
    pinOf,
  });
  const readInputs = createReleaseInputs(options);
  const currentInputs = async () => {
    const inputs = await readInputs();
    pinInputs = inputs;
    return inputs;
  };
  const siteOrigin = new URL(options.siteUrl).origin;
  const shells = createRecentCache<RenderedShell>(KEPT_PATHS);
  const pages = createKeptPages({ paths: KEPT_PATHS, keepMs: cdnSeconds * 1000 });
  let warmedRelease: { key: string; done: Promise<void> } | undefined;

  function shellFor(inputs: ReleaseInputs, path: string): RenderedShell {
    const key = `${inputs.key} ${path}`;
    const kept = shells.get(key);
    if (kept) return kept;
    const shell = renderShell(path, inputs.discovery);
    shells.set(key, shell);
    return shell;
  }

  /** Reads every remote's index as soon as a release is known, so the first visitor finds it. */
  function warmRemotes(inputs: ReleaseInputs, origin: string): Promise<void> {
    if (warmedRelease?.key === inputs.key) return warmedRelease.done;
    const reads = inputs.discovery.remotes.map(({ name: remote }) => {
      try {
        return fragments.warm(remote, remoteManifestUrl(inputs.served, remote, origin));
      } catch {
        // Cannot happen for a discovered remote; its page would show it.
        return Promise.resolve();
      }
    });
    warmedRelease = { key: inputs.key, done: Promise.all(reads).then(() => {}) };
    return warmedRelease.done;
  }

  const pageCache = (picked: PickedVersions) =>
    picked.split || picked.candidate || picked.overridden ? PRIVATE_CACHE : cdnCache;
  const rolloutStates = () => rolloutStatesWithin({ rollouts: options.rollouts, warn });

  /** The shell's own not-found page, kept per path and picked versions. */
  function shellNotFound(request: PageDocumentRequest): ComposedResponse {
    const key = { release: request.inputs.key, path: request.path, picked: request.picked, parts: [] };
    const kept = pages.get(key);
    if (kept) return kept;
    const body = shellPageDocument(request);
    const cacheControl = pageCache(request.picked);
    return pages.keep({
      ...key,
      response: htmlAnswer({ inputs: request.inputs, status: 404, kind: 'shell', body, cacheControl }),
    });
  }

  /** An area's page with its slots, kept per path and picked versions while its fragments are the current ones. */
  function areaPage(
    request: PageDocumentRequest & {
      remote: RemoteName;
      manifestUrl: string;
      fragment: PageFragment;
      pins: VersionPins;
      slots: ReadonlyMap<FragmentSlotName, FilledSlot>;
    },
  ): ComposedResponse {
    const { inputs, path, picked, remote, fragment, slots } = request;
    const parts = [fragment, ...[...slots.values()].map((slot) => slot.fragment)];
    const key = { release: inputs.key, path, picked, parts };
    const kept = pages.get(key);
    if (kept) return kept;
    const { body, slotsProblem } = areaPageDocument({ ...request, emptySlots: emptySlotsOf(fragment) });
    if (slotsProblem)
      warn(remote, `[composer] ${path}: its slots stay empty, the page with them is not fit: ${slotsProblem}.`);
    const response = htmlAnswer({
      inputs,
      status: fragment.status,
      kind: 'area',
      body,
      cacheControl: pageCache(picked),
    });
    const measuredPage = { remote, version: fragment.buildId };
    return pages.keep({ ...key, response: { ...response, measuredPage } });
  }

  /**
   * The version of the slot's publisher the asking page uses, by the manifest it names: honoured as a
   * `?versie=` pair is, only when the publisher's rollout names that version.
   */
  function pinnedVersion(name: FragmentSlotName, search: string): Map<string, string> {
    const { publisher } = FRAGMENT_SLOTS[name];
    let manifest: string | null = null;
    try {
      manifest = new URLSearchParams(search).get(SLOT_MANIFEST_PARAM);
    } catch {
      manifest = null;
    }
    const version = manifest === null ? undefined : versionOfManifestUrl(manifest);
    return version === undefined ? new Map() : new Map([[publisher, version]]);
  }

  /**
   * A slot's content for a page the browser renders itself (a visit after navigating): the same
   * checked HTML and scoped CSS the first HTML would hold, as JSON. 404 for a slot the publisher's
   * build does not publish, 503 while it cannot be had; the page then shows nothing in its place.
   */
  async function slotAnswer(name: FragmentSlotName, origin: string, search: string): Promise<ComposedResponse> {
    const [inputs, states] = await Promise.all([currentInputs(), rolloutStates()]);
    void warmRemotes(inputs, origin);
    try {
      const picked = pickVersions({
        remotes: inputs.discovery.remotes,
        rollouts: states,
        draw: options.draw,
        requested: pinnedVersion(name, search),
      });
      const slot = await slotWithin({ fragments, inputs, picked, origin, name, waitMs: budgetMs });
      if (!slot)
        return slotJsonAnswer({ status: 404, body: { error: `${name} is not published` }, cacheControl: cdnCache });
      const content: SlotContent = {
        html: slot.fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
        css: slot.fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
      };
      return slotJsonAnswer({ status: 200, body: content, cacheControl: pageCache(picked) });
    } catch (error) {
      warn(`${FRAGMENT_SLOTS[name].publisher} slot`, `[composer] slot ${name}: ${problemText(error)}; answering 503.`);
      return slotJsonAnswer({ status: 503, body: { error: 'unavailable' }, cacheControl: 'no-store' });
    }
  }

  /**
   * The sitemap from every remote's published index: a remote release that adds a page adds it here
   * too. A remote whose index was never read makes it a 503 (crawlers retry), never a shorter list.
   */
  async function sitemap(origin: string): Promise<ComposedResponse> {
    const inputs = await currentInputs();
    try {
      const lists = await Promise.all(
        inputs.discovery.remotes.map(({ name: remote }) =>
          fragments.publishedPages(remote, remoteManifestUrl(inputs.served, remote, origin)),
        ),
      );
      return {
        status: 200,
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cdnCache },
        body: sitemapXml(options.siteUrl, lists.flat()),
      };
    } catch (error) {
      warn('shell', `[composer] ${SITEMAP_PATH}: ${problemText(error)}; answering 503.`);
      return {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
        body: `${serverErrorText}\n`,
      };
    }
  }

  /**
   * The plain discovery document at DISCOVERY_PATH: the one the composer composes with now (released
   * on its own site in production), as its reader kept it, so the browser and the pages agree.
   */
  async function discoveryAnswer(): Promise<ComposedResponse> {
    return discoveryJsonAnswer({ body: pageDiscovery(await currentInputs()), cacheControl: cdnCache });
  }

  /**
   * `path` is the request's pathname, `search` its query (kept by redirects); `origin` resolves
   * relative manifest URLs. The request is routed before anything is read.
   */
  async function compose(path: string, origin: string, search = ''): Promise<ComposedResponse> {
    if (path === DISCOVERY_PATH) return discoveryAnswer();
    const route = routeRequest({ path, search });
    if (route.kind === 'sitemap') return sitemap(origin);
    if (route.kind === 'slot') return slotAnswer(route.name, origin, search);
    if (route.kind === 'redirect') return redirectAnswer({ location: route.location, cacheControl: cdnCache });
    return page(path, origin, search);
  }

  /** A page: its versions picked, its fragments fetched and checked, its document composed; the plain document when any of it fails. */
  async function page(path: string, origin: string, search: string): Promise<ComposedResponse> {
    const [inputs, states] = await Promise.all([currentInputs(), rolloutStates()]);
    void warmRemotes(inputs, origin);
    let remote: RemoteName | undefined;
    let manifestUrl: string | undefined;
    try {
      // One pick per request for every remote: the page's area and what the browser loads later.
      const picked = pickVersions({
        remotes: inputs.discovery.remotes,
        rollouts: states,
        draw: options.draw,
        requested: requestedVersions(search),
      });
      const pagePath = sharedPagePath({
        inputs,
        picked,
        path,
        fragments,
        shellFor: (shellPath) => shellFor(inputs, shellPath),
      });
      let shell = shellFor(inputs, pagePath);
      if (shell.remote === null || !isRemoteName(shell.remote)) {
        const notFound = shellNotFound({ inputs, picked, siteUrl: options.siteUrl, path: pagePath, shell });
        return pagePath === path ? notFound : answerAt(notFound, options.siteUrl, pagePath, path);
      }
      remote = shell.remote;
      manifestUrl = picked.manifests[remote] ?? remoteManifestUrl(inputs.remotes, remote, origin);
      const deadline = Date.now() + budgetMs;
      const content = await areaContentWithin({ fragments, remote, manifestUrl, path, budgetMs });
      if (content.kind === 'redirect')
        return redirectAnswer({ location: `${content.location}${search}`, cacheControl: cdnCache });
      if (content.kind === 'missing') throw new Error(`${remote} has no page and no not-found page for ${path}`);
      // A not-found page is composed once per folder and version, as its stand-in's (issue 40).
      const shared = pagePath !== path && content.fragment.status === 404;
      if (pagePath !== path && !shared) shell = shellFor(inputs, path);
      const { fragment } = content;
      const [slots, pins] = await Promise.all([
        pageSlots({ fragments, inputs, picked, origin, fragment, path, deadline, warn }),
        // Checked already with the fragment: the page's preloads carry these pins.
        fragments.versionPins(remote, manifestUrl),
      ]);
      const composed = areaPage({
        inputs,
        picked,
        siteUrl: options.siteUrl,
        path: shared ? pagePath : path,
        shell,
        remote,
        manifestUrl,
        fragment,
        pins,
        slots,
      });
      return shared ? answerAt(composed, options.siteUrl, pagePath, path) : composed;
    } catch (error) {
      warn(remote ?? 'shell', `[composer] ${path}: ${problemText(error)}; serving the plain shell document.`);
      // What the remote's last index says about the path decides the status, not the fault.
      const known = remote && manifestUrl ? fragments.knownStatus(remote, manifestUrl, path) : undefined;
      const plain = htmlAnswer({
        inputs,
        status: known === 404 ? 404 : 200,
        kind: 'plain',
        body: inputs.template,
        cacheControl: 'no-cache',
      });
      // The browser loads the version the discovery document names for the plain document: its view is that version's.
      const servedVersion = remote && inputs.discovery.remotes.find((entry) => entry.name === remote)?.version;
      return remote && servedVersion ? { ...plain, measuredPage: { remote, version: servedVersion } } : plain;
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
      return await fragments.liveBuildId(remote, remoteManifestUrl(inputs.served, remote, siteOrigin));
    } catch {
      return undefined;
    }
  }

  /** The versions the remote's site still holds (its versions.json); none when it cannot be read. */
  async function keptVersions(remote: RemoteName): Promise<string[]> {
    try {
      const inputs = await currentInputs();
      return await keptVersionsOf(remoteManifestUrl(inputs.remotes, remote, siteOrigin), remoteFetch);
    } catch {
      return [];
    }
  }

  return Object.assign(compose, { warm, liveVersion, keptVersions });
}

export type Composer = ReturnType<typeof createComposer>;
