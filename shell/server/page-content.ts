import type { FragmentSlotName } from '@codekade/shared/fragment-slots';
import type { PageFragment } from '@codekade/shared/fragments';
import { areaContentWithin } from './area-content';
import { redirectAnswer } from './composer-answers';
import type { ComposerParts } from './composer-parts';
import type { StageResult } from './composer-request';
import type { VersionPins } from './fragment-source';
import type { PlacedPage } from './page-place';
import { type FilledSlot, pageSlots } from './page-slots';

/** A placed page with its content: the remote's fragment for the path and the slots filled in it. */
export interface PageContent extends PlacedPage {
  fragment: PageFragment;
  slots: ReadonlyMap<FragmentSlotName, FilledSlot>;
  /** The pins of the version the fragment came from, as the composer checked them (issue 48): the preloads carry them. */
  pins: VersionPins;
  /**
   * True when the page is the stand-in's (`pagePath`): a not-found page, composed once per folder and
   * version (issue 40). Else the page is the path's own, in the shell's layout for it.
   */
  shared: boolean;
}

/**
 * Fetches the page's content from the picked version within the budget: the area's page for the
 * path and then its slots in what is left of it. The area's redirect is answered here; a remote
 * without a page and without a not-found page, or one that fails or is late, throws.
 */
export async function fetchPageContent(parts: ComposerParts, placed: PlacedPage): Promise<StageResult<PageContent>> {
  const { remote, manifestUrl, path, pagePath, search } = placed;
  const deadline = Date.now() + parts.budgetMs;
  const content = await areaContentWithin({
    fragments: parts.fragments,
    remote,
    manifestUrl,
    path,
    budgetMs: parts.budgetMs,
  });
  if (content.kind === 'redirect')
    return { answer: redirectAnswer({ location: `${content.location}${search}`, cacheControl: parts.cdnCache }) };
  if (content.kind === 'missing') throw new Error(`${remote} has no page and no not-found page for ${path}`);
  const { fragment } = content;
  const shared = pagePath !== path && fragment.status === 404;
  // The page is the path's own after all: the layout is the path's.
  const shell = pagePath !== path && !shared ? parts.shellFor(placed.inputs, path) : placed.shell;
  const [slots, pins] = await Promise.all([
    pageSlots({
      fragments: parts.fragments,
      inputs: placed.inputs,
      picked: placed.picked,
      origin: placed.origin,
      fragment,
      path,
      deadline,
      warn: parts.warn,
    }),
    // Checked already with the fragment: the page's preloads carry these pins.
    parts.fragments.versionPins(remote, manifestUrl),
  ]);
  return { next: { ...placed, shell, fragment, slots, pins, shared } };
}
