import type { RemoteName } from '@codekade/shared/contract';
import { type FragmentSlotName, slotSelector } from '@codekade/shared/fragment-slots';
import {
  FRAGMENT_INDEX_FILE,
  fragmentFileFor,
  invalidFragment,
  isPlainPath,
  isRelativeFile,
  isStringArray,
  matchesPathPattern,
  type PageFragment,
  parseFragmentIndex,
  type SlotFragment,
  slotFragmentFileFor,
} from '@codekade/shared/fragments';
import { AREA_CSS_SCOPE, type CssScope, scopeAreaCss } from './fragment-css';
import { checkedResourceHints } from './fragment-hints';
import { fragmentHtmlProblem } from './fragment-html';
import { FRAGMENT_SIZE_LIMIT_BYTES, readTextWithin } from './fragment-size-limit';
import { createRecentCache } from './recent-cache';
import { createSharedFetches } from './shared-fetches';

/**
 * What a remote has for a path: its prerendered page (maybe a not-found page), a redirect, or
 * nothing: a path it did not prerender and has no not-found page for.
 */
export type AreaContent =
  | { kind: 'page'; fragment: PageFragment }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/**
 * A fragment fetch still running after this long is abandoned. No visitor waits for it: a page waits
 * at most the fragment budget (COMPOSER_FRAGMENT_BUDGET_MS), while the fetch runs on to serve the next
 * request. Not a setting: only a remote that hangs reaches it.
 */
const FRAGMENT_FETCH_ABANDON_MS = 10_000;

const isString = (value: unknown): value is string => typeof value === 'string';
const invalid = invalidFragment;

/** The remote's CSS scoped to its area; every page of a remote carries the same CSS, so it is scoped once. */
const scopedCss = createRecentCache<string>(32);
function scopedAreaCss(css: string, scope: CssScope = AREA_CSS_SCOPE): string {
  const key = `${scope.root}\n${css}`;
  const known = scopedCss.get(key);
  if (known !== undefined) return known;
  const scoped = scopeAreaCss(css, scope);
  scopedCss.set(key, scoped);
  return scoped;
}

/** Where a slot's CSS applies: inside the slot's element, with keyframes names of its own. */
export const slotCssScope = (name: FragmentSlotName): CssScope => ({
  root: slotSelector(name),
  keyframesPrefix: `codekade-slot-${name}-`,
});

/**
 * Checks a fetched page fragment field by field (a remote's files are data from outside) and returns
 * it ready to compose: its CSS scoped to the area, its resource hints written anew.
 */
export function parsePageFragment(json: unknown, remote: RemoteName, url: string): PageFragment {
  if (typeof json !== 'object' || json === null) throw invalid(url, 'not a JSON object');
  const fragment = json as Record<string, unknown>;
  const head = fragment.head as Record<string, unknown> | null | undefined;
  const preload = fragment.preload as Record<string, unknown> | null | undefined;
  if (fragment.remote !== remote) throw invalid(url, `it belongs to "${String(fragment.remote)}", not "${remote}"`);
  if (!isString(fragment.buildId) || fragment.buildId === '') throw invalid(url, 'no build id');
  if (fragment.status !== 200 && fragment.status !== 404) throw invalid(url, 'status must be 200 or 404');
  if (!isString(head?.title) || !isString(head.description)) throw invalid(url, 'no title and description');
  if (!isString(fragment.html) || !isString(fragment.css) || !isString(fragment.path)) {
    throw invalid(url, 'html, css and path must be strings');
  }
  // The page's policy runs no inline script, and a remote's code arrives only through federation.
  const htmlProblem = fragmentHtmlProblem(fragment.html);
  if (htmlProblem) throw invalid(url, `its HTML is not fit for the area: ${htmlProblem}`);
  if (!isString(fragment.resourceHints)) throw invalid(url, 'resource hints must be a string');
  const files = [preload?.scripts, preload?.styles, fragment.inlinedStyles ?? []];
  if (!files.every(isStringArray) || !files.flat().every(isRelativeFile)) {
    throw invalid(url, 'preloads and inlined styles must be files relative to the remote');
  }
  try {
    const ready = {
      ...fragment,
      inlinedStyles: fragment.inlinedStyles ?? [],
      css: scopedAreaCss(fragment.css),
      resourceHints: checkedResourceHints(fragment.resourceHints),
    };
    return ready as unknown as PageFragment;
  } catch (error) {
    throw invalid(url, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Checks a fetched slot fragment as a page fragment is checked (it is data from outside): its HTML by
 * the same checker, its CSS scoped to the slot's element instead of the area.
 */
export function parseSlotFragment(
  json: unknown,
  remote: RemoteName,
  name: FragmentSlotName,
  url: string,
): SlotFragment {
  if (typeof json !== 'object' || json === null) throw invalid(url, 'not a JSON object');
  const fragment = json as Record<string, unknown>;
  if (fragment.remote !== remote) throw invalid(url, `it belongs to "${String(fragment.remote)}", not "${remote}"`);
  if (fragment.slot !== name) throw invalid(url, `it is not the slot "${name}"`);
  if (!isString(fragment.buildId) || fragment.buildId === '') throw invalid(url, 'no build id');
  if (!isString(fragment.html) || !isString(fragment.css)) throw invalid(url, 'html and css must be strings');
  const htmlProblem = fragmentHtmlProblem(fragment.html);
  if (htmlProblem) throw invalid(url, `its HTML is not fit for the slot: ${htmlProblem}`);
  try {
    const ready: SlotFragment = {
      remote,
      buildId: fragment.buildId,
      slot: name,
      html: fragment.html,
      css: scopedAreaCss(fragment.css, slotCssScope(name)),
    };
    return ready;
  } catch (error) {
    throw invalid(url, error instanceof Error ? error.message : String(error));
  }
}

interface FragmentSourceOptions {
  /** How long a fetched fragment is reused; 0 fetches again for every request that starts later. */
  cacheMs: number;
  fetch?: typeof fetch;
  /** Largest fragment file accepted. */
  sizeLimitBytes?: number;
}

/**
 * Reads remotes' fragments over HTTP, as any client would: one fetch per file at a time however many
 * visitors wait for it, kept for `cacheMs`, and kept too when it answers after a visitor's budget.
 */
export function createFragmentSource({
  cacheMs,
  fetch: fetchFile = fetch,
  sizeLimitBytes = FRAGMENT_SIZE_LIMIT_BYTES,
}: FragmentSourceOptions) {
  /** The parsed JSON at `url`, or undefined when the remote has no such file (404). */
  async function fetchJson(url: string): Promise<unknown> {
    const response = await fetchFile(url, {
      signal: AbortSignal.timeout(FRAGMENT_FETCH_ABANDON_MS),
      redirect: 'error',
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`${url} answered HTTP ${response.status}.`);
    }
    return JSON.parse(await readTextWithin(response, sizeLimitBytes, url)) as unknown;
  }

  // Keys are `<remote> <url>`: a file is checked against the remote that asked for it.
  const keyOf = (remote: RemoteName, url: string) => `${remote} ${url}`;
  const split = (key: string) => key.split(' ') as [RemoteName, string];
  const indexes = createSharedFetches(async (key) => {
    const [remote, url] = split(key);
    const json = await fetchJson(url);
    if (json === undefined) throw new Error(`${remote} publishes no fragments (${url} is missing).`);
    return parseFragmentIndex(json, remote, url);
  }, cacheMs);
  const pages = createSharedFetches(async (key) => {
    const [remote, url] = split(key);
    const json = await fetchJson(url);
    if (json === undefined) throw new Error(`${url} is missing.`);
    return parsePageFragment(json, remote, url);
  }, cacheMs);
  // Keys are `<remote> <url> <slot>`.
  const slots = createSharedFetches(async (key) => {
    const [remote, url, name] = key.split(' ') as [RemoteName, string, FragmentSlotName];
    const json = await fetchJson(url);
    if (json === undefined) throw new Error(`${url} is missing.`);
    return parseSlotFragment(json, remote, name, url);
  }, cacheMs);
  const slotKey = (remote: RemoteName, manifestUrl: string, name: FragmentSlotName) =>
    `${keyOf(remote, new URL(slotFragmentFileFor(name), new URL('.', manifestUrl)).href)} ${name}`;

  const indexKey = (remote: RemoteName, manifestUrl: string) =>
    keyOf(remote, new URL(FRAGMENT_INDEX_FILE, new URL('.', manifestUrl)).href);

  /**
   * The remote's content for `path`, from its index: a page it prerendered, a redirect, or its
   * not-found page. Throws when the remote cannot be read or its files are not fit.
   */
  async function areaContent(remote: RemoteName, manifestUrl: string, path: string): Promise<AreaContent> {
    const base = new URL('.', manifestUrl);
    const index = await indexes.get(indexKey(remote, manifestUrl));
    const redirect = index.redirects.find((entry) => entry.from === path);
    if (redirect) return { kind: 'redirect', location: redirect.to };
    if (isPlainPath(path) && index.pages.includes(path)) {
      return { kind: 'page', fragment: await pages.get(keyOf(remote, new URL(fragmentFileFor(path), base).href)) };
    }
    const notFound = index.notFound.find((entry) => matchesPathPattern(entry.pattern, path));
    if (!notFound) return { kind: 'missing' };
    return { kind: 'page', fragment: await pages.get(keyOf(remote, new URL(notFound.file, base).href)) };
  }

  /**
   * The fragment of a slot the remote publishes, by its index: undefined when its build publishes no
   * such slot. Throws when the remote cannot be read or the fragment is not fit.
   */
  async function slotFragment(
    remote: RemoteName,
    manifestUrl: string,
    name: FragmentSlotName,
  ): Promise<SlotFragment | undefined> {
    const index = await indexes.get(indexKey(remote, manifestUrl));
    if (!index.slots?.includes(name)) return undefined;
    return slots.get(slotKey(remote, manifestUrl, name));
  }

  /**
   * The status of `path` by the remote's last index however old, without waiting: a path it does not
   * list is a 404 even when its not-found page cannot be had in time. Undefined before any index.
   */
  function knownStatus(remote: RemoteName, manifestUrl: string, path: string): 200 | 301 | 404 | undefined {
    const index = indexes.lastAnswer(indexKey(remote, manifestUrl));
    if (!index) return undefined;
    if (index.redirects.some((entry) => entry.from === path)) return 301;
    return index.pages.includes(path) ? 200 : 404;
  }

  /**
   * The pages the remote publishes now, by its index (the last one read when a fresh read fails):
   * what its build's prerender plan listed, so a page a remote release adds is known at once.
   */
  async function publishedPages(remote: RemoteName, manifestUrl: string): Promise<readonly string[]> {
    const key = indexKey(remote, manifestUrl);
    try {
      return (await indexes.get(key)).pages;
    } catch (error) {
      const last = indexes.lastAnswer(key);
      if (!last) throw error;
      return last.pages;
    }
  }

  /**
   * The build id of the remote's published index (the last one read when a fresh read fails): the
   * version its live pages and code carry.
   */
  async function liveBuildId(remote: RemoteName, manifestUrl: string): Promise<string> {
    const key = indexKey(remote, manifestUrl);
    try {
      return (await indexes.get(key)).buildId;
    } catch (error) {
      const last = indexes.lastAnswer(key);
      if (!last) throw error;
      return last.buildId;
    }
  }

  /** The build id of the remote's last index read, without waiting; undefined before any. */
  function lastBuildId(remote: RemoteName, manifestUrl: string): string | undefined {
    return indexes.lastAnswer(indexKey(remote, manifestUrl))?.buildId;
  }

  /**
   * Reads a remote's index and every fragment it names ahead of the first visitors, so a new
   * instance under load answers them from memory; a failure shows on first use.
   */
  function warm(remote: RemoteName, manifestUrl: string): Promise<void> {
    const base = new URL('.', manifestUrl);
    const ignore = () => {};
    return indexes
      .get(indexKey(remote, manifestUrl))
      .then(async (index) => {
        const files = [...index.pages.map(fragmentFileFor), ...index.notFound.map((entry) => entry.file)];
        await Promise.all([
          ...files.map((file) => pages.get(keyOf(remote, new URL(file, base).href)).catch(ignore)),
          ...(index.slots ?? []).map((name) => slots.get(slotKey(remote, manifestUrl, name)).catch(ignore)),
        ]);
      })
      .catch(ignore);
  }

  return { areaContent, knownStatus, lastBuildId, liveBuildId, publishedPages, slotFragment, warm };
}

export type FragmentSource = ReturnType<typeof createFragmentSource>;
