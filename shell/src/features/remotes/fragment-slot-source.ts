import type { RemoteName } from '@codekade/shared/contract';
import { provideSlotSource, requestSlotContent } from '@codekade/shared/fragment-slot-content';
import {
  FRAGMENT_SLOT_NAMES,
  FRAGMENT_SLOTS,
  type FragmentSlotName,
  slotContentPath,
} from '@codekade/shared/fragment-slots';
import { VERSION_OVERRIDE_PARAM, versionOfManifestUrl } from '@codekade/shared/versions';
import { registeredRemotes } from './remote-manifests';

/**
 * Asks the composer for a slot's content (shared/src/fragment-slots.ts), for a page the browser renders
 * itself: the composer fetches and checks the publisher's fragment as it does for the first HTML. A
 * page pinned to a version of the publisher (a rollout) asks for that version's fragment.
 */
async function askComposer(name: FragmentSlotName): Promise<unknown> {
  const { publisher } = FRAGMENT_SLOTS[name];
  const manifests = await registeredRemotes().catch(() => undefined);
  const version = versionOfManifestUrl(manifests?.[publisher] ?? '');
  const query = version ? `?${new URLSearchParams({ [VERSION_OVERRIDE_PARAM]: `${publisher}:${version}` })}` : '';
  const response = await fetch(`${slotContentPath(name)}${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return response.json();
}

/** Makes the shell the source of every fragment slot's content in this page. */
export function provideFragmentSlots(): void {
  provideSlotSource(askComposer);
}

/** Asks for the slots an area's pages show, along with the area's code: a visit then finds them at hand. */
export function prefetchSlotsOf(remote: RemoteName): void {
  for (const name of FRAGMENT_SLOT_NAMES) {
    if (FRAGMENT_SLOTS[name].shownBy === remote) void requestSlotContent(name);
  }
}
