/**
 * The discovery document: what the shell and the composer learn at run time about the site's areas,
 * so a new area goes live with a release of its remote and of this document, never of the shell
 * (issue 41, docs/discovery.md). This module holds its shape and what the pages ask of it (menus,
 * the area of a path); its one reader, for the composer and the browser alike, is
 * `discovery-reader.ts`, kept apart so a composed page, which carries the composer's reading, never
 * downloads it.
 */
import type { VersionPin } from './integrity.mjs';
import { isAtOrBelow, paths } from './routes';

export { AREA_DECLARATION_FILE, DISCOVERY_FORMAT, DISCOVERY_PATH } from './discovery-format.mjs';

/** The menus an area can appear in: the header, the mobile menu, the footer and the 404's ways onward. */
export const MENU_NAMES = ['header', 'mobile', 'footer', 'notFound'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** One link of one menu: its text and where it sits (lower first; equal ones keep the document's order). */
export interface MenuEntry {
  label: string;
  position: number;
}

/** The part of the site a remote owns, with the texts of its titles and meta tags. */
export interface AreaDeclaration {
  /** Paths the area is mounted at, its main one first; it owns everything below each (home owns only `/`). */
  basePaths: readonly string[];
  /** Page name used in the document title: `<Product> - <pageName>`. */
  pageName: string;
  /** The default meta description of the area's pages. */
  description: string;
}

/** What a remote declares about itself (its `area.json`): its area and the menus that link to it. */
export interface RemoteDeclaration {
  area: AreaDeclaration;
  /** The menus that link to the area's main base path; a menu not named here has no link to it. */
  menus: Partial<Record<MenuName, MenuEntry>>;
}

/** One remote of the document: its federation name, its manifest's URL and its declaration. */
export interface DiscoveredRemote extends RemoteDeclaration {
  name: string;
  manifest: string;
  /**
   * The build the site serves of this remote when no rollout names another (issue 48): loaded from its
   * version folder (`/v/<build id>/`), never from the remote's root, so the files served and their
   * pins always agree. Always one of `pins`. Without it nothing of the remote is loaded (fail closed).
   */
  version?: string;
  /**
   * The digest (SHA-384, SRI form) of each pinned version's manifest, newest first, from each build's
   * own output (docs/integrity.md): a version's manifest then pins every other file of it. A version
   * not pinned here is never loaded, whatever a rollout or a remote's site says.
   */
  pins?: readonly VersionPin[];
}

/** The document as the shell and composer use it: only entries that passed every check, in order. */
export interface Discovery {
  remotes: readonly DiscoveredRemote[];
}

/** A federation name: `mf_` and lower-case letters, digits and underscores (a JavaScript identifier). */
export const REMOTE_NAME = /^mf_[a-z][a-z0-9_]{0,38}$/;

/** Whether `value` has the form of a remote's federation name (a remote of any document, known or not). */
export function isFederationName(value: unknown): value is string {
  return typeof value === 'string' && REMOTE_NAME.test(value);
}

/** The document with no areas: what a page shows when none can be read (layout and 404 page only). */
export const NO_AREAS: Discovery = { remotes: [] };

/** Whether `pathname` is `basePath` or below it (home's `/` owns only itself), as `areaRoutePattern` mounts it. */
export function isInBasePath(pathname: string, basePath: string): boolean {
  return basePath === paths.home ? pathname === paths.home : isAtOrBelow(pathname, basePath);
}

/** The remote whose area holds `pathname`, or undefined for a path no area owns. */
export function remoteOwning(discovery: Discovery, pathname: string): DiscoveredRemote | undefined {
  return discovery.remotes.find((remote) => remote.area.basePaths.some((path) => isInBasePath(pathname, path)));
}

/** One link of a menu. */
export interface MenuLink {
  label: string;
  to: string;
  remote: string;
}

/** The links of `menu`, by position (equal positions in the document's order), each to its area's main path. */
export function menuLinks(discovery: Discovery, menu: MenuName): readonly MenuLink[] {
  return discovery.remotes
    .flatMap((remote, order) => {
      const entry = remote.menus[menu];
      const to = remote.area.basePaths[0];
      return entry && to !== undefined ? [{ entry, order, link: { label: entry.label, to, remote: remote.name } }] : [];
    })
    .sort((a, b) => a.entry.position - b.entry.position || a.order - b.order)
    .map(({ link }) => link);
}
