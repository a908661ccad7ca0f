import type { RemoteName } from '@codekade/shared/contract';
import {
  FRAGMENT_INDEX_FILE,
  type FragmentIndex,
  fragmentFileFor,
  matchesPathPattern,
  type PageFragment,
} from '@codekade/shared/fragments';

/** What a remote has for a path: its prerendered page (maybe a not-found page), or a redirect. */
export type AreaContent = { kind: 'page'; fragment: PageFragment } | { kind: 'redirect'; location: string };

/** Paths looked up as files: anything else can only be a not-found page. */
const PLAIN_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$|^\/$/;
const RELATIVE_FILE = /^(?!.*\.\.)[\w-]+(?:[./][\w-]+)*$/;
const LINK_TAGS = /^(?:<link [^<>]*>)*$/;

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function invalid(url: string, problem: string): Error {
  return new Error(`Fragment ${url} is not usable: ${problem}.`);
}

/** Checks a fetched page fragment field by field: a remote's files are data from outside. */
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
  if (/<script/i.test(fragment.html)) throw invalid(url, 'its HTML holds a script');
  if (!isString(fragment.resourceHints) || !LINK_TAGS.test(fragment.resourceHints)) {
    throw invalid(url, 'resource hints must be <link> tags only');
  }
  const files = [preload?.scripts, preload?.styles];
  if (!files.every(isStringArray) || !files.flat().every((file) => RELATIVE_FILE.test(file))) {
    throw invalid(url, 'preloads must be files relative to the remote');
  }
  return fragment as unknown as PageFragment;
}

export function parseFragmentIndex(json: unknown, remote: RemoteName, url: string): FragmentIndex {
  const index = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const notFound = index.notFound as { pattern?: unknown; file?: unknown }[] | undefined;
  const redirects = index.redirects as { from?: unknown; to?: unknown }[] | undefined;
  if (index.remote !== remote) throw invalid(url, `it is not ${remote}'s index`);
  if (!Array.isArray(notFound) || !notFound.every((entry) => isString(entry.pattern) && isString(entry.file))) {
    throw invalid(url, 'notFound must list patterns and files');
  }
  if (!notFound.every((entry) => RELATIVE_FILE.test(entry.file as string)))
    throw invalid(url, 'a file is not relative');
  if (!Array.isArray(redirects) || !redirects.every((entry) => isString(entry.from) && isString(entry.to))) {
    throw invalid(url, 'redirects must list from and to paths');
  }
  if (!redirects.every((entry) => PLAIN_PATH.test(entry.to as string)))
    throw invalid(url, 'a redirect leaves the site');
  return index as unknown as FragmentIndex;
}

interface FragmentSourceOptions {
  /** How long a fetched fragment is reused; 0 fetches on every request. */
  cacheMs: number;
  fetch?: typeof fetch;
}

/** Reads remotes' fragments over HTTP, as any client would, with a short in-memory cache. */
export function createFragmentSource({ cacheMs, fetch: fetchFile = fetch }: FragmentSourceOptions) {
  const cache = new Map<string, { expires: number; json: unknown }>();

  /** The parsed JSON at `url`, or undefined when the remote has no such file (404). */
  async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
    const cached = cache.get(url);
    if (cached && cached.expires > Date.now()) return cached.json;
    const response = await fetchFile(url, { signal, redirect: 'error' });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
    const json: unknown = await response.json();
    if (cacheMs > 0) cache.set(url, { expires: Date.now() + cacheMs, json });
    return json;
  }

  async function fetchPage(url: string, remote: RemoteName, signal: AbortSignal): Promise<PageFragment | undefined> {
    const json = await fetchJson(url, signal);
    return json === undefined ? undefined : parsePageFragment(json, remote, url);
  }

  /** The remote's content for `path`; throws when it has none or cannot be read. */
  async function areaContent(remote: RemoteName, manifestUrl: string, path: string, signal: AbortSignal) {
    const base = new URL('.', manifestUrl);
    const pageUrl = new URL(fragmentFileFor(path), base).href;
    const page = PLAIN_PATH.test(path) ? await fetchPage(pageUrl, remote, signal) : undefined;
    if (page) return { kind: 'page', fragment: page } satisfies AreaContent;

    const indexUrl = new URL(FRAGMENT_INDEX_FILE, base).href;
    const indexJson = await fetchJson(indexUrl, signal);
    if (indexJson === undefined) throw new Error(`${remote} publishes no fragments (${indexUrl} is missing).`);
    const index = parseFragmentIndex(indexJson, remote, indexUrl);
    const redirect = index.redirects.find((entry) => entry.from === path);
    if (redirect) return { kind: 'redirect', location: redirect.to } satisfies AreaContent;
    const notFound = index.notFound.find((entry) => matchesPathPattern(entry.pattern, path));
    if (!notFound) throw new Error(`${remote} has no page and no not-found page for ${path}.`);
    const notFoundUrl = new URL(notFound.file, base).href;
    const notFoundPage = await fetchPage(notFoundUrl, remote, signal);
    if (!notFoundPage) throw new Error(`${notFoundUrl} is missing.`);
    return { kind: 'page', fragment: notFoundPage } satisfies AreaContent;
  }

  return { areaContent };
}

export type FragmentSource = ReturnType<typeof createFragmentSource>;
