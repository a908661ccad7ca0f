import type { RemoteName } from '@codekade/shared/contract';
import {
  FRAGMENT_SLOT_NAMES,
  FRAGMENT_SLOTS,
  type FragmentSlotName,
  parseSlotContent,
  provideSlotSource,
  SLOT_MANIFEST_PARAM,
  slotContentPath,
} from '@codekade/shared/fragment-slots';
import { registeredRemotes } from './remote-manifests';

/**
 * Asks the composer for a slot's content (shared/src/fragment-slots.ts), for a page the browser renders
 * itself: the composer fetches and checks the publisher's fragment as it does for the first HTML. It
 * names the publisher's manifest this page uses, so a page pinned to a version (a rollout) gets that
 * version's fragment.
 */
async function askComposer(name: FragmentSlotName): Promise<unknown> {
  const manifest = (await registeredRemotes().catch(() => undefined))?.[FRAGMENT_SLOTS[name].publisher];
  const query = manifest ? `?${new URLSearchParams({ [SLOT_MANIFEST_PARAM]: manifest })}` : '';
  const response = await fetch(`${slotContentPath(name)}${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return response.json();
}

/** Answers asked for, one per slot at a time; one that is no content is forgotten, so a later visit asks again. */
const answers = new Map<FragmentSlotName, Promise<unknown>>();

function askOnce(name: FragmentSlotName): Promise<unknown> {
  const known = answers.get(name);
  if (known) return known;
  const answer = askComposer(name);
  answers.set(name, answer);
  const forget = () => answers.delete(name);
  answer.then((json) => parseSlotContent(json) ?? forget(), forget);
  return answer;
}

/**
 * Makes the shell the source of every fragment slot's content in this page. The slot's own code (the
 * component and what it keeps) loads with the part of the page that shows it, never with the shell.
 */
export function provideFragmentSlots(): void {
  provideSlotSource(askOnce);
}

/**
 * Asks for the slots an area's pages show, along with its code, so a visit finds them at hand instead
 * of one round trip later; nothing for an area that shows none.
 */
export function prefetchSlotsOf(remote: RemoteName): void {
  for (const name of FRAGMENT_SLOT_NAMES) {
    if (FRAGMENT_SLOTS[name].shownBy === remote) askOnce(name).catch(() => undefined);
  }
}
