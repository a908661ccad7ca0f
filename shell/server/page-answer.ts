import type { ComposedResponse } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import { type ComposerRequest, pickRequestVersions, readRequest } from './composer-request';
import { composeAreaPage } from './page-compose';
import { fetchPageContent } from './page-content';
import { type PlacedPage, placePage } from './page-place';
import { plainPage } from './plain-page';
import { requestedVersions } from './version-pick';

/**
 * A page, by its stages in order: read what it is composed from, pick its versions, place it (the
 * layout, the area), fetch its content (page and slots, checked on reading), compose the document.
 * Each stage takes what the one before returned; one may answer instead (a not-found page of the
 * shell, the area's redirect). When any of them fails, the plain shell document.
 */
export async function pageAnswer(parts: ComposerParts, request: ComposerRequest): Promise<ComposedResponse> {
  const read = await readRequest(parts, request);
  let placed: PlacedPage | undefined;
  try {
    const picked = pickRequestVersions(parts, read, requestedVersions(request.search));
    const place = placePage(parts, picked);
    if ('answer' in place) return place.answer;
    placed = place.next;
    const content = await fetchPageContent(parts, placed);
    if ('answer' in content) return content.answer;
    return composeAreaPage(parts, content.next);
  } catch (error) {
    return plainPage(parts, read, placed, error);
  }
}
