import { canonicalPath } from '@codekade/shared/addresses';
import { DISCOVERY_PATH } from '@codekade/shared/discovery';
import { type FragmentSlotName, isFragmentSlotName, SLOT_CONTENT_PATH_PREFIX } from '@codekade/shared/fragment-slots';
import type { ComposerRequest } from './composer-request';
import { SITEMAP_PATH } from './sitemap';

/** What a request asks for, by its path alone: nothing is read to know it. */
export type RequestRoute =
  | { kind: 'discovery' }
  | { kind: 'sitemap' }
  | { kind: 'slot'; name: FragmentSlotName }
  | { kind: 'redirect'; location: string }
  | { kind: 'page' };

/**
 * The first stage: the discovery document, the sitemap, a slot's content, or a page. A path in
 * another form than its canonical one is redirected to it (the query kept), so every page has one
 * address and one canonical link.
 */
export function routeRequest({ path, search }: Pick<ComposerRequest, 'path' | 'search'>): RequestRoute {
  if (path === DISCOVERY_PATH) return { kind: 'discovery' };
  if (path === SITEMAP_PATH) return { kind: 'sitemap' };
  const slotName = path.startsWith(SLOT_CONTENT_PATH_PREFIX) ? path.slice(SLOT_CONTENT_PATH_PREFIX.length) : '';
  if (isFragmentSlotName(slotName)) return { kind: 'slot', name: slotName };
  const canonical = canonicalPath(path);
  if (canonical !== path) return { kind: 'redirect', location: `${canonical}${search}` };
  return { kind: 'page' };
}
