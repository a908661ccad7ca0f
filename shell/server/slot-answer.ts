import {
  FRAGMENT_SLOTS,
  type FragmentSlotName,
  SLOT_MANIFEST_PARAM,
  type SlotContent,
} from '@codekade/shared/fragment-slots';
import { REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { versionOfManifestUrl } from '@codekade/shared/versions';
import { type ComposedResponse, slotJsonAnswer } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import { type ComposerRequest, pickRequestVersions, readRequest } from './composer-request';
import { slotWithin } from './page-slots';
import { problemText } from './problem-text';

/**
 * The version of the slot's publisher the asking page uses, by the manifest it names: honoured as a
 * `?versie=` pair is, only when the publisher's rollout names that version.
 */
function pinnedVersion(name: FragmentSlotName, search: string): Map<string, string> {
  const { publisher } = FRAGMENT_SLOTS[name];
  let manifest: string | null = null;
  try {
    manifest = new URLSearchParams(search).get(SLOT_MANIFEST_PARAM);
  } catch {
    manifest = null;
  }
  const version = manifest === null ? undefined : versionOfManifestUrl(manifest);
  return version === undefined ? new Map() : new Map([[publisher, version]]);
}

/**
 * A slot's content for a page the browser renders itself (a visit after navigating): the same
 * checked HTML and scoped CSS the first HTML would hold, as JSON. 404 for a slot the publisher's
 * build does not publish, 503 while it cannot be had; the page then shows nothing in its place.
 */
export async function slotAnswer(
  parts: ComposerParts,
  request: ComposerRequest & { name: FragmentSlotName },
): Promise<ComposedResponse> {
  const { name } = request;
  const read = await readRequest(parts, request);
  try {
    const { inputs, picked, origin } = pickRequestVersions(parts, read, pinnedVersion(name, request.search));
    const slot = await slotWithin({ fragments: parts.fragments, inputs, picked, origin, name, waitMs: parts.budgetMs });
    if (!slot)
      return slotJsonAnswer({ status: 404, body: { error: `${name} is not published` }, cacheControl: parts.cdnCache });
    const content: SlotContent = {
      html: slot.fragment.html.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
      css: slot.fragment.css.replaceAll(REMOTE_BASE_PLACEHOLDER, slot.base),
    };
    return slotJsonAnswer({ status: 200, body: content, cacheControl: parts.pageCache(picked) });
  } catch (error) {
    parts.warn(
      `${FRAGMENT_SLOTS[name].publisher} slot`,
      `[composer] slot ${name}: ${problemText(error)}; answering 503.`,
    );
    return slotJsonAnswer({ status: 503, body: { error: 'unavailable' }, cacheControl: 'no-store' });
  }
}
