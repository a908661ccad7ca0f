/**
 * Unknown paths, composed once instead of once per path (issue 40, point 5). A remote's not-found
 * page is one fragment for every path it does not know, the shell's own 404 page one render, and the
 * shell's layout reads the path only to pick the route and mark the links that lead to it or above
 * it. So every unknown path of one parent folder (`/diensten/onbekend-1`, `/diensten/onbekend-2`, …)
 * gets the page composed for one stand-in path in that folder, kept as any page is, and only its
 * canonical address is its own. A flood of distinct unknown paths then renders nothing and keeps no
 * page per path.
 */
import { canonicalUrl } from '@codekade/shared/addresses';
import { type Discovery, remoteOwning } from '@codekade/shared/discovery';
import type { ComposedResponse } from './composer-answers';
import { escapeHtml } from './document';

/** The last segment of the stand-in path: a plain path no area publishes a page at. */
export const NOT_FOUND_STAND_IN_SEGMENT = 'codekade-onbekend-pad';

/** Every base path of the areas, once per discovery document (a release reads a new one). */
const basePathsOf = new WeakMap<Discovery, ReadonlySet<string>>();
function basePaths(areas: Discovery): ReadonlySet<string> {
  let paths = basePathsOf.get(areas);
  if (!paths) {
    paths = new Set(areas.remotes.flatMap((remote) => remote.area.basePaths));
    basePathsOf.set(areas, paths);
  }
  return paths;
}

/**
 * The stand-in whose composed page `path` may share when it is unknown, among the discovered `areas`: the same parent folder, the
 * same area (`remote`) or none (null: the shell's own 404 page), and neither path a base path (there
 * a route's splat may be empty, so the two could fall to different areas). Undefined when `path` must
 * be composed as itself.
 */
export function notFoundStandIn(areas: Discovery, path: string): { path: string; remote: string | null } | undefined {
  const cut = path.lastIndexOf('/');
  const known = basePaths(areas);
  if (cut < 0 || known.has(path)) return undefined;
  const standIn = `${path.slice(0, cut)}/${NOT_FOUND_STAND_IN_SEGMENT}`;
  if (standIn === path || known.has(standIn)) return undefined;
  const remote = remoteOwning(areas, path)?.name ?? null;
  if ((remoteOwning(areas, standIn)?.name ?? null) !== remote) return undefined;
  return { path: standIn, remote };
}

/**
 * The stand-in's composed page as the answer for `path`: its canonical link and og:url name `path`.
 * They are the head's first two mentions of the stand-in's address (composeDocument writes them
 * first), so only those two are replaced, never a remote's HTML.
 */
export function answerAt(
  composed: ComposedResponse,
  siteUrl: string,
  standInPath: string,
  path: string,
): ComposedResponse {
  const from = `"${escapeHtml(canonicalUrl(siteUrl, standInPath))}"`;
  const to = `"${escapeHtml(canonicalUrl(siteUrl, path))}"`;
  const body = composed.body.replace(from, () => to).replace(from, () => to);
  return { ...composed, body };
}
