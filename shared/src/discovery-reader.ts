/**
 * The one reader of the discovery document (docs/discovery.md), in the composer and in the browser of a
 * plain shell document alike. The document is hostile input: a bad entry is dropped with one warning
 * and the rest works. A composed page carries the composer's reading and never loads this module.
 */
import { canonicalPath } from './addresses';
import {
  type DiscoveredRemote,
  type Discovery,
  isFederationName,
  MENU_NAMES,
  type MenuEntry,
  type MenuName,
  type RemoteDeclaration,
} from './discovery';
import { DISCOVERY_FORMAT } from './discovery-format.mjs';
import { pinOfVersion, readVersionPins } from './integrity.mjs';
import { isAtOrBelow } from './routes';
import { isVersionId } from './versions.mjs';

/** Limits against a hostile document: an entry past them is dropped. */
export const DISCOVERY_LIMITS = {
  remotes: 40,
  basePaths: 8,
  pageName: 60,
  description: 300,
  label: 40,
  url: 2048,
} as const;

/** Letters, digits, spaces and ordinary punctuation; no control or bidi characters. */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

type Warn = (message: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a text is unusable, or undefined. */
function textProblem(value: unknown, what: string, max: number): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return `${what} is not a non-empty string`;
  if (value.length > max) return `${what} is longer than ${max} characters`;
  if (value !== value.trim() || !PLAIN_TEXT.test(value)) return `${what} has control characters or outer spaces`;
  return undefined;
}

/** A base path must be canonical (lower case, no trailing slash, no dots) and one segment deep at most per level. */
function basePathProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > DISCOVERY_LIMITS.url) return 'a base path is not a string';
  if (!value.startsWith('/') || canonicalPath(value) !== value) return `base path "${value}" is not canonical`;
  if (!/^\/[a-z0-9-]*(\/[a-z0-9-]+)*$/.test(value)) return `base path "${value}" has other characters than a-z, 0-9, -`;
  return undefined;
}

/**
 * Whether two base paths would claim the same pages: equal, or one at or below the other. Home's `/`
 * owns only itself (a leaf), so it overlaps no other path; any other nesting would leave the deeper
 * path to whichever area the router happens to try first.
 */
export function basePathsOverlap(a: string, b: string): boolean {
  return a === b || isAtOrBelow(a, b) || isAtOrBelow(b, a);
}

function areaProblem(area: unknown): string | undefined {
  if (!isRecord(area)) return 'area is not an object';
  const { basePaths, pageName, description } = area;
  if (!Array.isArray(basePaths) || basePaths.length === 0) return 'area.basePaths is not a non-empty list';
  if (basePaths.length > DISCOVERY_LIMITS.basePaths)
    return `area.basePaths has more than ${DISCOVERY_LIMITS.basePaths}`;
  for (const path of basePaths) {
    const problem = basePathProblem(path);
    if (problem) return problem;
  }
  if (new Set(basePaths).size !== basePaths.length) return 'area.basePaths names a path twice';
  for (const [index, path] of basePaths.entries()) {
    const outer = basePaths.slice(0, index).find((earlier) => basePathsOverlap(path, earlier));
    if (outer !== undefined) return `base path ${path} is nested with its own base path ${outer}`;
  }
  return (
    textProblem(pageName, 'area.pageName', DISCOVERY_LIMITS.pageName) ??
    textProblem(description, 'area.description', DISCOVERY_LIMITS.description)
  );
}

function menusProblem(menus: unknown): string | undefined {
  if (menus === undefined) return undefined;
  if (!isRecord(menus)) return 'menus is not an object';
  for (const [menu, entry] of Object.entries(menus)) {
    // A menu this shell does not know (a newer document) is left out, not the area.
    if (!(MENU_NAMES as readonly string[]).includes(menu)) continue;
    if (!isRecord(entry)) return `menus.${menu} is not an object`;
    const problem = textProblem(entry.label, `menus.${menu}.label`, DISCOVERY_LIMITS.label);
    if (problem) return problem;
    if (typeof entry.position !== 'number' || !Number.isFinite(entry.position)) {
      return `menus.${menu}.position is not a finite number`;
    }
  }
  return undefined;
}

/** The declaration's fields this reader knows, copied: unknown fields never travel further. */
function readDeclaration(value: Record<string, unknown>): RemoteDeclaration {
  const area = value.area as Record<string, unknown>;
  const menus: Partial<Record<MenuName, MenuEntry>> = {};
  const given = isRecord(value.menus) ? value.menus : {};
  for (const menu of MENU_NAMES) {
    const entry = given[menu];
    if (isRecord(entry)) menus[menu] = { label: entry.label as string, position: entry.position as number };
  }
  return {
    area: {
      basePaths: [...(area.basePaths as string[])],
      pageName: area.pageName as string,
      description: area.description as string,
    },
    menus,
  };
}

/**
 * Checks one remote's declaration (`mf-<name>/area.json`, or an entry of the document without its
 * name and manifest): the declaration, or why it is unusable (English, for the developer).
 */
export function checkDeclaration(value: unknown): RemoteDeclaration | string {
  if (!isRecord(value)) return 'the declaration is not an object';
  const problem = areaProblem(value.area) ?? menusProblem(value.menus);
  return problem ?? readDeclaration(value);
}

/** An http(s) manifest URL, resolved against `base`; or why it is unusable. */
function manifestUrl(value: unknown, base: string): string | { problem: string } {
  if (typeof value !== 'string' || value.length > DISCOVERY_LIMITS.url || !URL.canParse(value, base)) {
    return { problem: 'manifest is not a URL' };
  }
  const url = new URL(value, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'manifest is not http(s)' };
  return url.href;
}

/**
 * An entry's served version and its pins (issue 48), or why they are unusable: the pins a list of
 * version ids with sha384 digests, the version one of them. An entry with neither is kept: its area
 * loads nothing (fail closed), as the composer and the browser load only pinned versions.
 */
function readPinned(entry: Record<string, unknown>): Pick<DiscoveredRemote, 'version' | 'pins'> | string {
  const { version, pins } = entry;
  if (pins === undefined && version === undefined) return {};
  const read = readVersionPins(pins ?? [], isVersionId);
  if (typeof read === 'string') return read;
  if (version === undefined) return { pins: read };
  if (!isVersionId(version)) return 'version is no version id';
  if (pinOfVersion(read, version) === undefined) return `version ${version} is not pinned`;
  return { version, pins: read };
}

/** The first base path taken so far that overlaps one of `basePaths`, with the path it overlaps. */
function overlapWithTaken(
  basePaths: readonly string[],
  owners: ReadonlyMap<string, string>,
): { path: string; taken: string } | undefined {
  for (const path of basePaths) {
    for (const taken of owners.keys()) if (basePathsOverlap(path, taken)) return { path, taken };
  }
  return undefined;
}

/** One entry of the document, or why it is dropped; `owners` maps each base path taken so far to its remote. */
function readEntry(
  entry: unknown,
  base: string,
  earlier: readonly DiscoveredRemote[],
  owners: ReadonlyMap<string, string>,
): DiscoveredRemote | string {
  if (!isRecord(entry)) return 'it is not an object';
  const { name } = entry;
  if (!isFederationName(name)) return 'its name is no federation name (mf_…)';
  if (earlier.some((remote) => remote.name === name)) return `"${name}" is named twice`;
  const manifest = manifestUrl(entry.manifest, base);
  if (typeof manifest !== 'string') return `"${name}": ${manifest.problem}`;
  const pinned = readPinned(entry);
  if (typeof pinned === 'string') return `"${name}": ${pinned}`;
  const declaration = checkDeclaration(entry);
  if (typeof declaration === 'string') return `"${name}": ${declaration}`;
  const overlap = overlapWithTaken(declaration.area.basePaths, owners);
  if (overlap !== undefined) {
    const owner = owners.get(overlap.taken);
    if (overlap.path === overlap.taken) return `"${name}": base path ${overlap.path} is already ${owner}'s`;
    return `"${name}": base path ${overlap.path} is nested with ${owner}'s base path ${overlap.taken} (only / may sit beside paths below it)`;
  }
  return { name, manifest, ...pinned, ...declaration };
}

export interface ParseDiscoveryOptions {
  /** What relative manifest URLs are resolved against (the page's or the document's address). */
  base: string;
  /** Called once per dropped entry, and once for a document that cannot be read at all. */
  warn: Warn;
}

/**
 * The one reader of the discovery document. Keeps every entry that passes its checks, in the
 * document's order (the warm-up order). An entry is dropped, with one warning, when it is not an
 * object, its name is no federation name or repeats an earlier one, its manifest is no http(s) URL,
 * its declaration is bad, or one of its base paths is another area's or nested with one (at or below
 * it, or above it; only home's `/` is a leaf that sits beside every other path). A document of another
 * format gives no areas: the shell then shows its own layout and 404 page, never a blank page.
 */
export function parseDiscovery(json: unknown, { base, warn }: ParseDiscoveryOptions): Discovery {
  if (!isRecord(json) || json.format !== DISCOVERY_FORMAT || !Array.isArray(json.remotes)) {
    warn(`The discovery document is not a ${DISCOVERY_FORMAT} object with a "remotes" list; no area is mounted.`);
    return { remotes: [] };
  }
  const remotes: DiscoveredRemote[] = [];
  const owners = new Map<string, string>();
  json.remotes.forEach((entry: unknown, index: number) => {
    const read =
      remotes.length >= DISCOVERY_LIMITS.remotes
        ? `more than ${DISCOVERY_LIMITS.remotes} remotes`
        : readEntry(entry, base, remotes, owners);
    if (typeof read === 'string') {
      warn(`The discovery document's remote #${index + 1} is left out: ${read}.`);
      return;
    }
    for (const path of read.area.basePaths) owners.set(path, read.name);
    remotes.push(read);
  });
  return { remotes };
}
