import { canonicalPath } from '@codekade/shared/addresses';
import { isRemoteName } from '@codekade/shared/contract';
import { type FragmentSlotName, isFragmentSlotName, SLOT_CONTENT_PATH_PREFIX } from '@codekade/shared/fragment-slots';
import type { FragmentSource } from './fragment-source';
import { notFoundStandIn } from './not-found-stand-in';
import type { ReleaseInputs } from './release-inputs';
import type { RenderedShell } from './render-shell';
import { SITEMAP_PATH } from './sitemap';
import type { PickedVersions } from './version-pick';

/** What a request asks for, by its path alone: nothing is read to know it. */
export type RequestRoute =
  | { kind: 'sitemap' }
  | { kind: 'slot'; name: FragmentSlotName }
  | { kind: 'redirect'; location: string }
  | { kind: 'page' };

/**
 * The first stage: the sitemap, a slot's content, or a page. A path in another form than its
 * canonical one is redirected to it (the query kept), so every page has one address and one canonical link.
 */
export function routeRequest({ path, search }: { path: string; search: string }): RequestRoute {
  if (path === SITEMAP_PATH) return { kind: 'sitemap' };
  const slotName = path.startsWith(SLOT_CONTENT_PATH_PREFIX) ? path.slice(SLOT_CONTENT_PATH_PREFIX.length) : '';
  if (isFragmentSlotName(slotName)) return { kind: 'slot', name: slotName };
  const canonical = canonicalPath(path);
  if (canonical !== path) return { kind: 'redirect', location: `${canonical}${search}` };
  return { kind: 'page' };
}

/**
 * The path whose page `path` shares: a stand-in of its folder when it is unknown to its area's last
 * index or to every area (not-found-stand-in.ts), else itself. Reads nothing: an index not read yet
 * means itself.
 */
export function sharedPagePath({
  inputs,
  picked,
  path,
  fragments,
  shellFor,
}: {
  inputs: ReleaseInputs;
  picked: PickedVersions;
  path: string;
  fragments: FragmentSource;
  /** The shell rendered for a path (kept per release and path). */
  shellFor: (path: string) => RenderedShell;
}): string {
  const standIn = notFoundStandIn(inputs.discovery, path);
  if (!standIn) return path;
  if (standIn.remote !== null) {
    const manifest = isRemoteName(standIn.remote) ? picked.manifests[standIn.remote] : undefined;
    if (!manifest || fragments.knownStatus(standIn.remote, manifest, path) !== 404) return path;
  }
  // The shell's routes place the stand-in in the same area (or none), or the path is composed as itself.
  return shellFor(standIn.path).remote === standIn.remote ? standIn.path : path;
}
