/**
 * The one reader of the discovery document (docs/discovery.md), in the composer and in the browser of a
 * plain shell document alike. The document is hostile input: a bad entry is dropped with one warning
 * and the rest works. Each entry is read with the document's schema (discovery-schema.ts); what
 * depends on other entries or on the page (a name twice, paths another area owns, a relative
 * manifest URL) is checked here. A composed page carries the composer's reading and never loads this module.
 */
import * as v from 'valibot';
import type { DiscoveredRemote, Discovery, RemoteDeclaration } from './discovery';
import { DISCOVERY_FORMAT } from './discovery-format.mjs';
import {
  basePathsOverlap,
  DISCOVERY_LIMITS,
  discoveryEntrySchema,
  discoveryFrameSchema,
  pinnedSchema,
  remoteDeclarationSchema,
} from './discovery-schema';

type Warn = (message: string) => void;

export { basePathsOverlap, DISCOVERY_LIMITS };

/** An entry of the document before its checks: an object, whatever it holds. */
const entryFrame = v.looseObject({ name: v.optional(v.unknown()), manifest: v.optional(v.unknown()) });

/** The first problem of a value a schema refused: its message, an English line for the developer. */
const firstProblem = (issues: readonly v.BaseIssue<unknown>[]) => issues[0]?.message ?? 'it cannot be read';

/**
 * Checks one remote's declaration (`mf-<name>/area.json`, or an entry of the document without its
 * name and manifest): the declaration, or why it is unusable (English, for the developer).
 */
export function checkDeclaration(value: unknown): RemoteDeclaration | string {
  const read = v.safeParse(remoteDeclarationSchema, value, { abortEarly: true });
  if (!read.success) return firstProblem(read.issues);
  return { area: read.output.area, menus: read.output.menus ?? {} };
}

/** An http(s) manifest URL, resolved against `base`; or why it is unusable. */
function manifestUrl(value: unknown, base: string): string | { problem: string } {
  if (!v.is(discoveryEntrySchema.entries.manifest, value) || !URL.canParse(value, base)) {
    return { problem: 'manifest is not a URL' };
  }
  const url = new URL(value, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'manifest is not http(s)' };
  return url.href;
}

/**
 * An entry's served version and its pins (issue 48), or why they are unusable: the pins a list of
 * version ids with sha384 digests, each once, the version one of them (discovery-schema.ts). An entry
 * with neither is kept: its area loads nothing (fail closed), as the composer and the browser load
 * only pinned versions.
 */
function readPinned(entry: unknown): Pick<DiscoveredRemote, 'version' | 'pins'> | string {
  const read = v.safeParse(pinnedSchema, entry, { abortEarly: true });
  if (!read.success) return firstProblem(read.issues);
  const { version, pins } = read.output;
  return {
    ...(version === undefined ? {} : { version }),
    ...(pins === undefined ? {} : { pins: pins.map((pin) => ({ version: pin.version, integrity: pin.integrity })) }),
  };
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
  if (!v.is(entryFrame, entry)) return 'it is not an object';
  const { name } = entry;
  if (!v.is(discoveryEntrySchema.entries.name, name)) return 'its name is no federation name (mf_…)';
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
  if (!v.is(discoveryFrameSchema, json)) {
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
