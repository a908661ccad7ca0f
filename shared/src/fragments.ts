import type { RemoteName } from './contract';

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
}

export interface FragmentIndex {
  remote: RemoteName;
  buildId: string;
  /** Prerendered paths; each has a file at `fragmentFileFor(path)`. */
  pages: string[];
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
