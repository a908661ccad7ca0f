import { type ComposedResponse, htmlAnswer } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import { answerAt } from './not-found-stand-in';
import type { PageContent } from './page-content';
import { areaPageDocument } from './page-document';
import { emptySlotsOf } from './page-slots';

/**
 * Composes the area's page with its slots into one document, kept per path and picked versions
 * while its fragments are the current ones. Slots that do not fit together with the page leave it
 * without them. A page shared with its folder's stand-in is answered at the path's own address.
 */
export function composeAreaPage(parts: ComposerParts, page: PageContent): ComposedResponse {
  const { inputs, picked, remote, fragment, slots, shared } = page;
  const path = shared ? page.pagePath : page.path;
  const key = {
    release: inputs.key,
    path,
    picked,
    parts: [fragment, ...[...slots.values()].map((slot) => slot.fragment)],
  };
  let composed = parts.pages.get(key);
  if (!composed) {
    const { body, slotsProblem } = areaPageDocument({
      ...page,
      siteUrl: parts.siteUrl,
      path,
      emptySlots: emptySlotsOf(fragment),
    });
    if (slotsProblem)
      parts.warn(remote, `[composer] ${path}: its slots stay empty, the page with them is not fit: ${slotsProblem}.`);
    const cacheControl = parts.pageCache(picked);
    const response = htmlAnswer({ inputs, status: fragment.status, kind: 'area', body, cacheControl });
    composed = parts.pages.keep({
      ...key,
      response: { ...response, measuredPage: { remote, version: fragment.buildId } },
    });
  }
  return shared ? answerAt(composed, parts.siteUrl, page.pagePath, page.path) : composed;
}
