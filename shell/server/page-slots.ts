import { FRAGMENT_SLOTS, type FragmentSlotName } from '@codekade/shared/fragment-slots';
import type { PageFragment, SlotFragment } from '@codekade/shared/fragments';
import { remoteManifestUrl } from '../src/lib/remotes-config';
import { withinTime } from '../src/lib/within-time';
import { type EmptySlot, emptySlotsIn } from './fragment-slots';
import type { FragmentSource } from './fragment-source';
import { problemText } from './problem-text';
import type { ReleaseInputs } from './release-inputs';
import type { PickedVersions } from './version-pick';

/** A slot of the page with the publisher's fragment for it, and the publisher's base URL. */
export interface FilledSlot {
  fragment: SlotFragment;
  base: string;
}

/** What fetching one slot's fragment needs: the request's release, picked versions and origin. */
export interface SlotRequest {
  fragments: FragmentSource;
  inputs: ReleaseInputs;
  picked: PickedVersions;
  /** Resolves relative manifest URLs. */
  origin: string;
  name: FragmentSlotName;
  waitMs: number;
}

/** The empty slots of each page fragment, found once per fragment. */
const slotsOfFragment = new WeakMap<PageFragment, EmptySlot[]>();

export function emptySlotsOf(fragment: PageFragment): EmptySlot[] {
  let empty = slotsOfFragment.get(fragment);
  if (!empty) {
    empty = emptySlotsIn(fragment.html);
    slotsOfFragment.set(fragment, empty);
  }
  return empty;
}

/**
 * The slot's fragment from its publisher (the version picked for this request) within `waitMs`, or
 * undefined when the publisher's build has none. Throws what went wrong (unreachable, late, unfit).
 */
export async function slotWithin({
  fragments,
  inputs,
  picked,
  origin,
  name,
  waitMs,
}: SlotRequest): Promise<FilledSlot | undefined> {
  const { publisher } = FRAGMENT_SLOTS[name];
  const manifestUrl = picked.manifests[publisher] ?? remoteManifestUrl(inputs.remotes, publisher, origin);
  const fragment = await withinTime(
    fragments.slotFragment(publisher, manifestUrl, name),
    waitMs,
    () => new Error(`no answer within ${waitMs} ms`),
  );
  return fragment && { fragment, base: new URL('.', manifestUrl).href };
}

/**
 * The page's slots, each filled by its publisher within what is left of the page's budget (until
 * `deadline`): a slot whose fragment fails, is unfit or late stays empty, and the page is served whole
 * without it.
 */
export async function pageSlots({
  fragment,
  path,
  deadline,
  warn,
  ...request
}: Omit<SlotRequest, 'name' | 'waitMs'> & {
  fragment: PageFragment;
  path: string;
  deadline: number;
  warn: (key: string, message: string) => void;
}): Promise<Map<FragmentSlotName, FilledSlot>> {
  const filled = await Promise.all(
    emptySlotsOf(fragment).map(async ({ name }) => {
      try {
        const slot = await slotWithin({ ...request, name, waitMs: Math.max(0, deadline - Date.now()) });
        return slot && ([name, slot] as const);
      } catch (error) {
        warn(
          `${FRAGMENT_SLOTS[name].publisher} slot`,
          `[composer] ${path}: the slot ${name} stays empty: ${problemText(error)}.`,
        );
        return undefined;
      }
    }),
  );
  return new Map(filled.filter((entry) => entry !== undefined));
}
