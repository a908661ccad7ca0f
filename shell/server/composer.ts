import { canonicalPath, canonicalUrl } from '@codekade/shared/addresses';
import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { DISCOVERY_FORMAT, DISCOVERY_PATH } from '@codekade/shared/discovery';
import {
  FRAGMENT_SLOTS,
  type FragmentSlotName,
  isFragmentSlotName,
  SLOT_CONTENT_PATH_PREFIX,
  SLOT_MANIFEST_PARAM,
  SLOT_STYLE_ATTRIBUTE,
  type SlotContent,
} from '@codekade/shared/fragment-slots';
import { type PageFragment, REMOTE_BASE_PLACEHOLDER, type SlotFragment } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { documentTitle } from '@codekade/shared/page-meta';
import { versionOfManifestUrl } from '@codekade/shared/versions';
import { serverErrorText } from '../src/content/server-texts';
import { AREA_SLOT } from '../src/features/remotes';
import { AREA_PRELOADS_ID, INLINED_STYLE_ATTRIBUTE } from '../src/features/start-up';
import { COMPOSITION_DATA_ID, type CompositionData } from '../src/lib/composition-data';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { withinTime } from '../src/lib/within-time';
import { composeDocument, escapeHtml, inlineStyle, jsonScript, styleElement } from './document';
import { DEFAULT_FRAGMENT_BUDGET_MS } from './fragment-budget';
import { fragmentHtmlProblem } from './fragment-html';
import { type EmptySlot, emptySlotsIn, fillSlots } from './fragment-slots';
import { type AreaContent, createFragmentSource } from './fragment-source';
import { createLimitedWarnings } from './limited-warnings';
import { keptVersionsOf } from './measurements/kept-versions';
import { answerAt, notFoundStandIn } from './not-found-stand-in';
import { createRecentCache } from './recent-cache';
import { createReleaseInputs, type ReleaseInputs, type ReleaseSources } from './release-inputs';
import { type RenderedShell, renderShell } from './render-shell';
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
  /** The origins of the discovered areas that the page's policy admits (release-inputs.ts). */
  remoteOrigins?: string[];
  /** The remote and version whose page this document shows, to count its view (measurements/served-pages.ts). */
  measuredPage?: { remote: RemoteName; version: string };
}

/** How the composer answered, for logs and tests: with a remote's page, the shell alone, or the plain document. */
export const COMPOSITION_HEADER = 'X-Codekade-Composition';

/** How many paths keep a rendered shell and a composed page: a flood of unknown paths stays bounded. */
const KEPT_PATHS = 500;
/** How long a page waits for the rollout states before every remote is served stable. */
const ROLLOUT_BUDGET_MS = 300;
/**
 * A page that no one but this request may keep: a split rollout's pick, a candidate's page at any
 * share, or a version reached on purpose.
 */
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

/** A slot of the page with the publisher's fragment for it, and the publisher's base URL. */
interface FilledSlot {
  fragment: SlotFragment;
  base: string;
}

/** The head's style of a filled slot: its CSS, scoped to the slot, the publisher's files at its base. */
const slotStyle = ({ fragment, base }: FilledSlot) =>
  styleElement(fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, base), { [SLOT_STYLE_ATTRIBUTE]: fragment.slot });

/** The fragments a composed page was made of: the area's page and its slots' (none for the shell's own pages). */
type PageParts = readonly object[];

/** A composed page kept for the path: valid while its release and fragments are the current ones. */
interface KeptPage {
  release: string;
  parts: PageParts;
  until: number;
  response: ComposedResponse;
}

const sameParts = (a: PageParts, b: PageParts) => a.length === b.length && a.every((part, index) => part === b[index]);

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
  /** The empty slots of each page fragment, found once per fragment. */
  const slotsOfFragment = new WeakMap<PageFragment, EmptySlot[]>();
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
    remoteOrigins: inputs.remoteOrigins,
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
    const shell = renderShell(path, inputs.discovery);
    shells.set(key, shell);
    return shell;
  }

  /** Reads every remote's index as soon as a release is known, so the first visitor finds it. */
  function warmRemotes(inputs: ReleaseInputs, origin: string): Promise<void> {
    if (warmedRelease?.key === inputs.key) return warmedRelease.done;
    const reads = inputs.discovery.remotes.map(({ name: remote }) => {
      try {
        return fragments.warm(remote, remoteManifestUrl(inputs.remotes, remote, origin));
      } catch {
        // Cannot happen for a discovered remote; its page would show it.
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
    parts: PageParts,
    response: ComposedResponse,
  ) {
    pages.set(`${path} ${picked.key}`, {
      release: inputs.key,
      parts,
      until: Date.now() + cdnSeconds * 1000,
      response,
    });
    return response;
  }

  function keptPage(
    inputs: ReleaseInputs,
    path: string,
    picked: PickedVersions,
    parts: PageParts,
  ): ComposedResponse | undefined {
    // Kept per path and picked versions: a page of the candidate is never given to a visitor of stable.
    const kept = pages.get(`${path} ${picked.key}`);
    if (!kept || kept.release !== inputs.key || !sameParts(kept.parts, parts) || kept.until <= Date.now())
      return undefined;
    return kept.response;
  }

  /** The publisher's manifest for a slot: the version picked for this request. */
  const publisherManifest = (inputs: ReleaseInputs, picked: PickedVersions, name: FragmentSlotName, origin: string) => {
    const { publisher } = FRAGMENT_SLOTS[name];
    return {
      publisher,
      manifestUrl: picked.manifests[publisher] ?? remoteManifestUrl(inputs.remotes, publisher, origin),
    };
  };

  /**
   * The slot's fragment from its publisher within `waitMs`, or undefined when the publisher's build has
   * none. Throws what went wrong (unreachable, late, unfit).
   */
  async function slotWithin(
    inputs: ReleaseInputs,
    picked: PickedVersions,
    name: FragmentSlotName,
    origin: string,
    waitMs: number,
  ): Promise<FilledSlot | undefined> {
    const { publisher, manifestUrl } = publisherManifest(inputs, picked, name, origin);
    const fragment = await withinTime(
      fragments.slotFragment(publisher, manifestUrl, name),
      waitMs,
      () => new Error(`no answer within ${waitMs} ms`),
    );
    return fragment && { fragment, base: new URL('.', manifestUrl).href };
  }

  /**
   * The page's slots, each filled by its publisher within what is left of the page's budget: a slot
   * whose fragment fails, is unfit or late stays empty, and the page is served whole without it.
   */
  async function pageSlots(
    inputs: ReleaseInputs,
    picked: PickedVersions,
    path: string,
    fragment: PageFragment,
    origin: string,
    deadline: number,
  ): Promise<Map<FragmentSlotName, FilledSlot>> {
    let empty = slotsOfFragment.get(fragment);
    if (!empty) {
      empty = emptySlotsIn(fragment.html);
      slotsOfFragment.set(fragment, empty);
    }
    const filled = await Promise.all(
      empty.map(async ({ name }) => {
        try {
          const slot = await slotWithin(inputs, picked, name, origin, Math.max(0, deadline - Date.now()));
          return slot && ([name, slot] as const);
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
          warn(
            `${FRAGMENT_SLOTS[name].publisher} slot`,
            `[composer] ${path}: the slot ${name} stays empty: ${reason}.`,
          );
          return undefined;
        }
      }),
    );
    return new Map(filled.filter((entry) => entry !== undefined));
  }

  /**
   * The path whose page `path` shares: a stand-in of its folder when it is unknown to its area's last
   * index or to every area (not-found-stand-in.ts), else itself. Reads nothing: an index not read yet
   * means itself.
   */
  function sharedPagePath(inputs: ReleaseInputs, picked: PickedVersions, path: string): string {
    const standIn = notFoundStandIn(inputs.discovery, path);
    if (!standIn) return path;
    if (standIn.remote !== null) {
      const manifest = isRemoteName(standIn.remote) ? picked.manifests[standIn.remote] : undefined;
      if (!manifest || fragments.knownStatus(standIn.remote, manifest, path) !== 404) return path;
    }
    // The shell's routes place the stand-in in the same area (or none), or the path is composed as itself.
    return shellFor(inputs, standIn.path).remote === standIn.remote ? standIn.path : path;
  }

  /** The manifests the page carries: the picked versions' once a rollout names one. */
  const pageRemotes = (inputs: ReleaseInputs, picked: PickedVersions) =>
    Object.keys(picked.versions).length > 0 ? picked.manifests : inputs.remotes;
  /** The discovery document the page carries: the areas it was composed with, for its whole life. */
  const pageDiscovery = (inputs: ReleaseInputs) => ({ format: DISCOVERY_FORMAT, remotes: inputs.discovery.remotes });
  const pageCache = (picked: PickedVersions) =>
    picked.split || picked.candidate || picked.overridden ? PRIVATE_CACHE : cdnCache;

  function shellNotFound(
    inputs: ReleaseInputs,
    shell: RenderedShell,
    path: string,
    picked: PickedVersions,
  ): ComposedResponse {
    const kept = keptPage(inputs, path, picked, []);
    if (kept) return kept;
    const meta = shell.meta ?? { title: notFoundText.title, description: '' };
    const data: CompositionData = {
      area: null,
      remotes: pageRemotes(inputs, picked),
      discovery: pageDiscovery(inputs),
    };
    const body = composeDocument(inputs.template, {
      title: documentTitle(meta.title),
      description: meta.description,
      canonicalUrl: canonicalUrl(options.siteUrl, path),
      imageUrl,
      headHtml: inputs.shellStyle + jsonScript(COMPOSITION_DATA_ID, data),
      rootHtml: shell.html,
    });
    return keep(inputs, path, picked, [], respond(inputs, 404, 'shell', body, pageCache(picked)));
  }

  function areaPage(
    inputs: ReleaseInputs,
    shell: RenderedShell,
    path: string,
    remote: RemoteName,
    manifestUrl: string,
    fragment: PageFragment,
    picked: PickedVersions,
    slots: ReadonlyMap<FragmentSlotName, FilledSlot>,
  ): ComposedResponse {
    const parts = [fragment, ...[...slots.values()].map((slot) => slot.fragment)];
    const kept = keptPage(inputs, path, picked, parts);
    if (kept) return kept;
    const base = new URL('.', manifestUrl).href;
    const data: CompositionData = {
      area: { remote, buildId: fragment.buildId },
      remotes: pageRemotes(inputs, picked),
      discovery: pageDiscovery(inputs),
    };
    const ownBase = (part: string) => part.replaceAll(REMOTE_BASE_PLACEHOLDER, base);
    let areaHtml = ownBase(fragment.html);
    let slotStyles = '';
    if (slots.size > 0) {
      const contents = new Map(
        [...slots].map(([name, slot]) => [name, slot.fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base)]),
      );
      const filled = fillSlots(fragment.html, slotsOfFragment.get(fragment) ?? [], contents, ownBase);
      // Each part passed the checker alone; together they must too, or the page goes without its slots.
      const problem = fragmentHtmlProblem(filled);
      if (problem) warn(remote, `[composer] ${path}: its slots stay empty, the page with them is not fit: ${problem}.`);
      else {
        areaHtml = filled;
        slotStyles = [...slots.values()].map(slotStyle).join('');
      }
    }
    const body = composeDocument(inputs.template, {
      title: documentTitle(fragment.head.title),
      description: fragment.head.description,
      canonicalUrl: canonicalUrl(options.siteUrl, path),
      imageUrl,
      headHtml:
        inputs.shellStyle +
        remoteHead(fragment, manifestUrl, base) +
        slotStyles +
        jsonScript(COMPOSITION_DATA_ID, data),
      rootHtml: shell.html.replace(AREA_SLOT, () => areaHtml),
    });
    const response = respond(inputs, fragment.status, 'area', body, pageCache(picked));
    const measuredPage = { remote, version: fragment.buildId };
    return keep(inputs, path, picked, parts, { ...response, measuredPage });
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
    const json = (status: number, body: unknown, cacheControl: string): ComposedResponse => ({
      status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cacheControl,
        [COMPOSITION_HEADER]: 'slot',
      },
      body: JSON.stringify(body),
    });
    try {
      const picked = pickVersions({
        remotesConfig: inputs.remotes,
        origin,
        rollouts: states,
        draw: options.draw,
        requested: pinnedVersion(name, search),
      });
      const slot = await slotWithin(inputs, picked, name, origin, budgetMs);
      if (!slot) return json(404, { error: `${name} is not published` }, cdnCache);
      const content: SlotContent = {
        html: slot.fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
        css: slot.fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
      };
      return json(200, content, pageCache(picked));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      warn(`${FRAGMENT_SLOTS[name].publisher} slot`, `[composer] slot ${name}: ${reason}; answering 503.`);
      return json(503, { error: 'unavailable' }, 'no-store');
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
   * The plain discovery document at DISCOVERY_PATH: the one the composer composes with now (released
   * on its own site in production), as its reader kept it, so the browser and the pages agree.
   */
  async function discoveryAnswer(): Promise<ComposedResponse> {
    const inputs = await currentInputs();
    return {
      status: 200,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cdnCache,
        [COMPOSITION_HEADER]: 'discovery',
      },
      body: JSON.stringify(pageDiscovery(inputs)),
    };
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
    if (path === DISCOVERY_PATH) return discoveryAnswer();
    const slotName = path.startsWith(SLOT_CONTENT_PATH_PREFIX) ? path.slice(SLOT_CONTENT_PATH_PREFIX.length) : '';
    if (isFragmentSlotName(slotName)) return slotAnswer(slotName, origin, search);
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
      const pagePath = sharedPagePath(inputs, picked, path);
      let shell = shellFor(inputs, pagePath);
      if (shell.remote === null || !isRemoteName(shell.remote)) {
        const page = shellNotFound(inputs, shell, pagePath, picked);
        return pagePath === path ? page : answerAt(page, options.siteUrl, pagePath, path);
      }
      remote = shell.remote;
      manifestUrl = picked.manifests[remote] ?? remoteManifestUrl(inputs.remotes, remote, origin);
      const deadline = Date.now() + budgetMs;
      const content: AreaContent = await withinTime(
        fragments.areaContent(remote, manifestUrl, path),
        budgetMs,
        () => new Error(`no answer within ${budgetMs} ms`),
      );
      if (content.kind === 'redirect') return redirect(`${content.location}${search}`);
      if (content.kind === 'missing') throw new Error(`${remote} has no page and no not-found page for ${path}`);
      // A not-found page is composed once per folder and version, as its stand-in's (issue 40).
      const shared = pagePath !== path && content.fragment.status === 404;
      if (pagePath !== path && !shared) shell = shellFor(inputs, path);
      const slots = await pageSlots(inputs, picked, path, content.fragment, origin, deadline);
      const page = areaPage(
        inputs,
        shell,
        shared ? pagePath : path,
        remote,
        manifestUrl,
        content.fragment,
        picked,
        slots,
      );
      return shared ? answerAt(page, options.siteUrl, pagePath, path) : page;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
      warn(remote ?? 'shell', `[composer] ${path}: ${reason}; serving the plain shell document.`);
      // What the remote's last index says about the path decides the status, not the fault.
      const known = remote && manifestUrl ? fragments.knownStatus(remote, manifestUrl, path) : undefined;
      const plain = respond(inputs, known === 404 ? 404 : 200, 'plain', inputs.template, 'no-cache');
      // The browser loads the root's build for the plain document: its view is that version's.
      const rootVersion = remote && rootBuildId(inputs, remote, origin);
      return remote && rootVersion ? { ...plain, measuredPage: { remote, version: rootVersion } } : plain;
    }
  }

  /** The build of the remote's root by its last index read, without waiting; undefined when unknown. */
  function rootBuildId(inputs: ReleaseInputs, remote: RemoteName, origin: string): string | undefined {
    try {
      return fragments.lastBuildId(remote, remoteManifestUrl(inputs.remotes, remote, origin));
    } catch {
      return undefined;
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

  /** The versions the remote's site still holds (its versions.json); none when it cannot be read. */
  async function keptVersions(remote: RemoteName): Promise<string[]> {
    try {
      const inputs = await currentInputs();
      return await keptVersionsOf(remoteManifestUrl(inputs.remotes, remote, siteOrigin), options.fetch);
    } catch {
      return [];
    }
  }

  return Object.assign(compose, { warm, liveVersion, keptVersions });
}

export type Composer = ReturnType<typeof createComposer>;
