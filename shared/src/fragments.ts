import type { RemoteName } from './contract';
import { type FragmentSlotName, isFragmentSlotName } from './fragment-slots';

/**
 * The contract between a remote's prerendered HTML and the shell's composer. A remote's build writes
 * these files next to its `mf-manifest.json`, so one deploy always ships matching HTML and code; the
 * composer reads them over HTTP and never runs a remote's code.
 */

/** Folder of a remote's fragments, relative to its manifest. */
export const FRAGMENTS_DIR = 'ssr';

/** A remote's fragment index: which paths it prerendered, its not-found pages and its redirects. */
export const FRAGMENT_INDEX_FILE = `${FRAGMENTS_DIR}/index.json`;

/**
 * Prerendered HTML names the remote's own files (images, video) under this base, since where a remote
 * is deployed is known only at run time; the composer replaces it with the remote's real base URL,
 * the same base the browser derives from the remote's entry.
 */
export const REMOTE_BASE_PLACEHOLDER = 'https://remote-base.codekade.invalid/';

export interface FragmentHead {
  /** Page name; the document title becomes `<Product> - <title>`. */
  title: string;
  description: string;
}

/** One prerendered page of a remote. */
export interface PageFragment {
  remote: RemoteName;
  /** Changes with every build; the browser compares it with the remote code it loads. */
  buildId: string;
  path: string;
  status: 200 | 404;
  head: FragmentHead;
  /** The area's HTML exactly as the remote's routes component renders it at `path`. */
  html: string;
  /** `<link>` hints React emitted for the page (an above-the-fold image), for the document head. */
  resourceHints: string;
  /** All CSS of the remote's pages, to inline: it must not wait on another origin. */
  css: string;
  /** Files the browser needs to hydrate this page, relative to the remote's base URL. */
  preload: { scripts: string[]; styles: string[] };
  /**
   * The style files whose CSS `css` holds, relative to the remote's base URL: where the inlined CSS
   * applies, the browser takes them as loaded. Optional: a remote built before it loads them all.
   */
  inlinedStyles?: string[];
}

/**
 * A slot's fragment (see fragment-slots.ts), prerendered by the remote that publishes the slot: HTML
 * that another remote's page shows, with the CSS that HTML uses and nothing else (no script, no
 * preloads: it is below the fold, its pictures load lazily).
 */
export interface SlotFragment {
  remote: RemoteName;
  buildId: string;
  slot: FragmentSlotName;
  html: string;
  /** The rules of the remote's CSS that the HTML uses, to inline scoped to the slot. */
  css: string;
}

export interface FragmentIndex {
  remote: RemoteName;
  buildId: string;
  /** Prerendered paths; each has a file at `fragmentFileFor(path)`. */
  pages: string[];
  /** The slots whose fragments the remote publishes, each at `slotFragmentFileFor(name)`; absent before slots existed. */
  slots?: FragmentSlotName[];
  /** Paths the remote answers with a not-found page: `pattern` segments are literal, `:param` or a final `*`. */
  notFound: { pattern: string; file: string }[];
  /** Old paths the remote sends on to their new place. */
  redirects: { from: string; to: string }[];
}

/** Where a prerendered page's fragment lives, relative to the remote's manifest. */
export function fragmentFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${FRAGMENTS_DIR}/pages/${trimmed === '' ? 'index' : trimmed}.json`;
}

/** Where a slot's fragment lives, relative to the publishing remote's manifest. */
export function slotFragmentFileFor(name: FragmentSlotName): string {
  return `${FRAGMENTS_DIR}/slots/${name}.json`;
}

/** Whether `path` matches a not-found pattern such as `/diensten/:name` or `/projecten/*`. */
export function matchesPathPattern(pattern: string, path: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = path.split('/').filter(Boolean);
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '*') return pathSegments.length > index;
    const actual = pathSegments[index];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment !== actual) return false;
  }
  return patternSegments.length === pathSegments.length;
}

/** Paths looked up as files: anything else can only be a not-found page. */
const PLAIN_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$|^\/$/;
const RELATIVE_FILE = /^(?!.*\.\.)[\w-]+(?:[./][\w-]+)*$/;

/** Whether `path` is a plain page path (`/`, `/diensten/seo`): lower-case segments of letters, digits and dashes. */
export const isPlainPath = (path: string): boolean => PLAIN_PATH.test(path);

/** Whether `file` is a file relative to the remote (no `..`, no scheme, no leading slash). */
export const isRelativeFile = (file: string): boolean => RELATIVE_FILE.test(file);

const isString = (value: unknown): value is string => typeof value === 'string';
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** The developer's message for a fragment file that fails its check. */
export function invalidFragment(url: string, problem: string): Error {
  return new Error(`Fragment ${url} is not usable: ${problem}.`);
}

const invalid = invalidFragment;

/**
 * The one reader of a remote's fragment index: checks it field by field (a remote's files are data
 * from outside), for the composer, the contract check and the tools that list the site's pages.
 */
export function parseFragmentIndex(json: unknown, remote: RemoteName, url: string): FragmentIndex {
  const index = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const notFound = index.notFound as { pattern?: unknown; file?: unknown }[] | undefined;
  const redirects = index.redirects as { from?: unknown; to?: unknown }[] | undefined;
  if (index.remote !== remote) throw invalid(url, `it is not ${remote}'s index`);
  if (!isStringArray(index.pages) || !index.pages.every((page) => isPlainPath(page))) {
    throw invalid(url, 'pages must list plain paths');
  }
  if (!Array.isArray(notFound) || !notFound.every((entry) => isString(entry.pattern) && isString(entry.file))) {
    throw invalid(url, 'notFound must list patterns and files');
  }
  if (!notFound.every((entry) => isRelativeFile(entry.file as string))) throw invalid(url, 'a file is not relative');
  if (!Array.isArray(redirects) || !redirects.every((entry) => isString(entry.from) && isString(entry.to))) {
    throw invalid(url, 'redirects must list from and to paths');
  }
  if (!redirects.every((entry) => isPlainPath(entry.to as string))) throw invalid(url, 'a redirect leaves the site');
  if (index.slots !== undefined && !(Array.isArray(index.slots) && index.slots.every(isFragmentSlotName))) {
    throw invalid(url, 'slots must list known fragment slots');
  }
  return index as unknown as FragmentIndex;
}
