/**
 * The discovery document's schema (docs/discovery.md), in the workspace's one schema library: what one
 * remote's declaration (`mf-<name>/area.json`) and one entry of the document must be, each problem an
 * English line for the developer. `discovery-reader.ts` reads with it (an entry that fails is dropped,
 * the rest works); the build publishes its JSON Schema beside the document (`discovery.schema.json`,
 * platform/build/discovery-json-schema.ts). What JSON Schema cannot say (a canonical path, paths that
 * overlap, a URL relative to the page) the reader checks on top.
 */
import * as v from 'valibot';
import { canonicalPath } from './addresses';
import { MENU_NAMES, type MenuName, REMOTE_NAME } from './discovery';
import { DISCOVERY_FORMAT } from './discovery-format.mjs';
import { versionIdSchema, versionPinsSchema } from './pins-schema.mjs';
import { isAtOrBelow } from './routes';

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
/** A base path's characters: lower-case letters, digits and hyphens, one segment after each slash. */
const BASE_PATH = /^\/[a-z0-9-]*(\/[a-z0-9-]+)*$/;

/** A text a page shows: present, at most `max` characters, no control characters or outer spaces. */
const plainText = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} is not a non-empty string`),
    v.nonEmpty(`${what} is not a non-empty string`),
    v.check((text) => text.trim() !== '', `${what} is not a non-empty string`),
    v.maxLength(max, `${what} is longer than ${max} characters`),
    v.regex(PLAIN_TEXT, `${what} has control characters or outer spaces`),
    v.check((text) => text === text.trim(), `${what} has control characters or outer spaces`),
  );

/** A base path must be canonical (lower case, no trailing slash, no dots) and one segment deep at most per level. */
const basePath = v.pipe(
  v.string('a base path is not a string'),
  v.maxLength(DISCOVERY_LIMITS.url, 'a base path is not a string'),
  v.check(
    (path) => path.startsWith('/') && canonicalPath(path) === path,
    (issue) => `base path "${issue.input}" is not canonical`,
  ),
  v.regex(BASE_PATH, (issue) => `base path "${issue.input}" has other characters than a-z, 0-9, -`),
);

/**
 * Whether two base paths would claim the same pages: equal, or one at or below the other. Home's `/`
 * owns only itself (a leaf), so it overlaps no other path; any other nesting would leave the deeper
 * path to whichever area the router happens to try first.
 */
export function basePathsOverlap(a: string, b: string): boolean {
  return a === b || isAtOrBelow(a, b) || isAtOrBelow(b, a);
}

/** A base path of the list nested with an earlier one of the same list, with that earlier one. */
function nestedPair(paths: readonly string[]): [path: string, outer: string] | undefined {
  for (const [index, path] of paths.entries()) {
    const outer = paths.slice(0, index).find((earlier) => basePathsOverlap(path, earlier));
    if (outer !== undefined) return [path, outer];
  }
  return undefined;
}

const NO_BASE_PATHS = 'area.basePaths is not a non-empty list';

/** The part of the site a remote owns, with the texts of its titles and meta tags. */
const area = v.object(
  {
    basePaths: v.pipe(
      v.array(basePath, NO_BASE_PATHS),
      v.nonEmpty(NO_BASE_PATHS),
      v.maxLength(DISCOVERY_LIMITS.basePaths, `area.basePaths has more than ${DISCOVERY_LIMITS.basePaths}`),
      v.check((paths) => new Set(paths).size === paths.length, 'area.basePaths names a path twice'),
      v.check(
        (paths) => nestedPair(paths) === undefined,
        (issue) => {
          const [path, outer] = nestedPair(issue.input as string[]) ?? [];
          return `base path ${path} is nested with its own base path ${outer}`;
        },
      ),
    ),
    pageName: plainText('area.pageName', DISCOVERY_LIMITS.pageName),
    description: plainText('area.description', DISCOVERY_LIMITS.description),
  },
  'area is not an object',
);

/** One link of one menu: its text and where it sits (lower first). */
const menuEntry = (menu: MenuName) =>
  v.object(
    {
      label: plainText(`menus.${menu}.label`, DISCOVERY_LIMITS.label),
      position: v.pipe(
        v.number(`menus.${menu}.position is not a finite number`),
        v.finite(`menus.${menu}.position is not a finite number`),
      ),
    },
    `menus.${menu} is not an object`,
  );

/** The menus that link to the area; a menu this shell does not know (a newer document) is left out, not the area. */
const menus = v.optional(
  v.object(
    Object.fromEntries(MENU_NAMES.map((menu) => [menu, v.optional(menuEntry(menu))])) as {
      [M in MenuName]: v.OptionalSchema<ReturnType<typeof menuEntry>, undefined>;
    },
    'menus is not an object',
  ),
);

/** What a remote declares about itself (its `area.json`); unknown fields never travel further. */
export const remoteDeclarationSchema = v.object({ area, menus }, 'the declaration is not an object');

/**
 * The version an entry serves and the versions it pins (issue 48, docs/integrity.md), both optional: an
 * entry with neither is kept and its area loads nothing (fail closed). The served version must be one
 * it pins, which JSON Schema cannot say: the reader checks it (`pinnedSchema`).
 */
const pinnedEntries = {
  version: v.optional(versionIdSchema('version is no version id')),
  pins: v.optional(versionPinsSchema),
};

/** An entry's served version and pins, with the check across them: a served version is a pinned one. */
export const pinnedSchema = v.pipe(
  v.object(pinnedEntries),
  v.check(
    ({ version, pins }) => version === undefined || (pins ?? []).some((pin) => pin.version === version),
    (issue) => `version ${String((issue.input as { version?: unknown }).version)} is not pinned`,
  ),
);

/**
 * One entry of the document as published: the remote's federation name, its manifest's URL, the
 * version it serves with its pins, and its declaration.
 */
export const discoveryEntrySchema = v.object(
  {
    name: v.pipe(
      v.string('its name is no federation name (mf_…)'),
      v.regex(REMOTE_NAME, 'its name is no federation name (mf_…)'),
    ),
    // An http(s) URL, absolute or relative to the document (the reader resolves and checks it).
    manifest: v.pipe(v.string('manifest is not a URL'), v.maxLength(DISCOVERY_LIMITS.url, 'manifest is not a URL')),
    ...pinnedEntries,
    ...remoteDeclarationSchema.entries,
  },
  'it is not an object',
);

/**
 * The document as published. The reader takes the document when its format and list are right and
 * then each entry on its own (a bad one is dropped); the list's length past the limit drops the rest.
 */
export const discoveryDocumentSchema = v.object(
  {
    format: v.literal(DISCOVERY_FORMAT),
    remotes: v.pipe(v.array(discoveryEntrySchema), v.maxLength(DISCOVERY_LIMITS.remotes)),
  },
  `The discovery document is not a ${DISCOVERY_FORMAT} object with a "remotes" list`,
);

/** The document's frame: its format and a list, whatever the list holds. */
export const discoveryFrameSchema = v.object({ format: v.literal(DISCOVERY_FORMAT), remotes: v.array(v.unknown()) });
