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
import { FRAGMENT_SIZE_LIMIT_BYTES, readBytesWithin } from './fragment-size-limit';
import { checkPinned, pinsOfManifest } from './pinned-files';
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
  /**
   * The pin of a remote's manifest at `manifestUrl` (issue 48): the discovery document's for its root,
   * its rollout's for a version. Undefined: no pin, so nothing of that version is used.
   */
  pinOf?: (remote: RemoteName, manifestUrl: string) => string | undefined;
}

/** A version's pins as the composer checked them: its manifest's, and each file's by its path below its folder. */
export interface VersionPins {
  manifest: string | undefined;
  files: ReadonlyMap<string, string>;
}

/** Stands for a missing pin in a key (a pin has no spaces, neither has this). */
const NO_PIN = '-';

/**
 * Reads remotes' fragments over HTTP, as any client would: one fetch per file at a time however many
 * visitors wait for it, kept for `cacheMs`, and kept too when it answers after a visitor's budget.
 * Every file is used only when its bytes match their pin: the manifest's from `pinOf`, every other
 * file's from that manifest (pinned-files.ts).
 */
export function createFragmentSource({
  cacheMs,
  fetch: fetchFile = fetch,
  sizeLimitBytes = FRAGMENT_SIZE_LIMIT_BYTES,
  pinOf = () => undefined,
}: FragmentSourceOptions) {
  /** The bytes at `url`, or undefined when the remote has no such file (404). */
  async function fetchBytes(url: string): Promise<Buffer | undefined> {
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
    return readBytesWithin(response, sizeLimitBytes, url);
  }

  // A version's key is `<remote> <manifest pin> <manifest url>`: a file is checked against the remote
  // that asked for it and the pins of that manifest; a new pin is a new key, so nothing is reused.
  const manifestKeyOf = (remote: RemoteName, manifestUrl: string) =>
    `${remote} ${pinOf(remote, manifestUrl) ?? NO_PIN} ${manifestUrl}`;
  const splitManifestKey = (key: string) => {
    const [remote, pin, manifestUrl] = key.split(' ') as [RemoteName, string, string];
    return { remote, pin: pin === NO_PIN ? undefined : pin, manifestUrl };
  };
  const manifests = createSharedFetches(async (key) => {
    const { remote, pin, manifestUrl } = splitManifestKey(key);
    const bytes = await fetchBytes(manifestUrl);
    if (bytes === undefined) throw new Error(`${manifestUrl} is missing.`);
    return pinsOfManifest(bytes, pin, { remote, manifestUrl });
  }, cacheMs);

  /**
   * The JSON of `file` (relative to the manifest's folder) when its bytes match the manifest's pin;
   * undefined when the remote has no such file. Throws on a mismatch or a file without a pin.
   */
  async function pinnedJson(manifestKey: string, file: string): Promise<{ json: unknown; url: string } | undefined> {
    const { remote, manifestUrl } = splitManifestKey(manifestKey);
    const base = new URL('.', manifestUrl).href;
    const url = new URL(file, base).href;
    if (!url.startsWith(base)) throw new Error(`${url} is not a file of ${remote}'s version.`);
    const pins = await manifests.get(manifestKey);
    const bytes = await fetchBytes(url);
    if (bytes === undefined) return undefined;
    const path = url.slice(base.length);
    checkPinned(bytes, pins.get(path), { remote, manifestUrl, file: path });
    return { json: JSON.parse(bytes.toString('utf8')) as unknown, url };
  }

  // Keys are `<version key> <file>`, a slot's `<version key> <file> <slot>`.
  const splitFileKey = (key: string) => {
    const parts = key.split(' ');
    return { manifestKey: parts.slice(0, 3).join(' '), file: parts[3] ?? '', slot: parts[4] };
  };
  const urlOf = (manifestKey: string, file: string) =>
    new URL(file, new URL('.', splitManifestKey(manifestKey).manifestUrl)).href;
  const indexes = createSharedFetches(async (key) => {
    const { manifestKey, file } = splitFileKey(key);
    const { remote } = splitManifestKey(manifestKey);
    const read = await pinnedJson(manifestKey, file);
    if (read === undefined)
      throw new Error(`${remote} publishes no fragments (${urlOf(manifestKey, file)} is missing).`);
    return parseFragmentIndex(read.json, remote, read.url);
  }, cacheMs);
  const pages = createSharedFetches(async (key) => {
    const { manifestKey, file } = splitFileKey(key);
    const { remote } = splitManifestKey(manifestKey);
    const read = await pinnedJson(manifestKey, file);
    if (read === undefined) throw new Error(`${urlOf(manifestKey, file)} is missing.`);
    return parsePageFragment(read.json, remote, read.url);
  }, cacheMs);
  const slots = createSharedFetches(async (key) => {
    const { manifestKey, file, slot } = splitFileKey(key);
    const { remote } = splitManifestKey(manifestKey);
    const read = await pinnedJson(manifestKey, file);
    if (read === undefined) throw new Error(`${urlOf(manifestKey, file)} is missing.`);
    return parseSlotFragment(read.json, remote, slot as FragmentSlotName, read.url);
  }, cacheMs);
  const fileKey = (remote: RemoteName, manifestUrl: string, file: string) =>
    `${manifestKeyOf(remote, manifestUrl)} ${file}`;
  const slotKey = (remote: RemoteName, manifestUrl: string, name: FragmentSlotName) =>
    `${fileKey(remote, manifestUrl, slotFragmentFileFor(name))} ${name}`;
  const indexKey = (remote: RemoteName, manifestUrl: string) => fileKey(remote, manifestUrl, FRAGMENT_INDEX_FILE);

  /**
   * The remote's content for `path`, from its index: a page it prerendered, a redirect, or its
   * not-found page. Throws when the remote cannot be read or its files are not fit.
   */
  async function areaContent(remote: RemoteName, manifestUrl: string, path: string): Promise<AreaContent> {
    const index = await indexes.get(indexKey(remote, manifestUrl));
    const redirect = index.redirects.find((entry) => entry.from === path);
    if (redirect) return { kind: 'redirect', location: redirect.to };
    if (isPlainPath(path) && index.pages.includes(path)) {
      return { kind: 'page', fragment: await pages.get(fileKey(remote, manifestUrl, fragmentFileFor(path))) };
    }
    const notFound = index.notFound.find((entry) => matchesPathPattern(entry.pattern, path));
    if (!notFound) return { kind: 'missing' };
    return { kind: 'page', fragment: await pages.get(fileKey(remote, manifestUrl, notFound.file)) };
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
    const ignore = () => {};
    return indexes
      .get(indexKey(remote, manifestUrl))
      .then(async (index) => {
        const files = [...index.pages.map(fragmentFileFor), ...index.notFound.map((entry) => entry.file)];
        await Promise.all([
          ...files.map((file) => pages.get(fileKey(remote, manifestUrl, file)).catch(ignore)),
          ...(index.slots ?? []).map((name) => slots.get(slotKey(remote, manifestUrl, name)).catch(ignore)),
        ]);
      })
      .catch(ignore);
  }

  /**
   * The pins of a version whose manifest matched its pin (fetched once, shared with its fragments):
   * the manifest's own and every file's by its path below the version's folder, for the integrity
   * attributes of the page's preloads of that version's code. Throws as reading its fragments would.
   */
  async function versionPins(remote: RemoteName, manifestUrl: string): Promise<VersionPins> {
    const key = manifestKeyOf(remote, manifestUrl);
    const { pin } = splitManifestKey(key);
    return { manifest: pin, files: await manifests.get(key) };
  }

  return { areaContent, knownStatus, lastBuildId, liveBuildId, publishedPages, slotFragment, versionPins, warm };
}

export type FragmentSource = ReturnType<typeof createFragmentSource>;
