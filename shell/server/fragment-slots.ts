/**
 * The fragment slots of a page (shared/src/fragment-slots.ts): where a remote's prerendered HTML
 * names a slot another remote fills, found as elements by the HTML tokenizer (never by a pattern, so
 * the words in an attribute, a comment or text are never a slot), and filled with that remote's
 * checked HTML. What a slot holds stays inside its element: both fragments passed the same checker.
 */
import { FRAGMENT_SLOT_ATTRIBUTE, type FragmentSlotName, isFragmentSlotName } from '@codekade/shared/fragment-slots';
import { Tokenizer } from 'parse5';

/** An empty slot element of a page's HTML: its name, and the offset of its content (just after its start tag). */
export interface EmptySlot {
  name: FragmentSlotName;
  at: number;
}

/**
 * The empty `<div>` elements of `html` that name a known slot (`<div data-fragment-slot="recent-work"></div>`,
 * as `FragmentSlot` renders it), each once: a second element naming the same slot is left empty.
 */
export function emptySlotsIn(html: string): EmptySlot[] {
  if (!html.includes(FRAGMENT_SLOT_ATTRIBUTE)) return [];
  const found: EmptySlot[] = [];
  /** The slot whose start tag was the last token, waiting for its end tag to come next. */
  let opened: { name: FragmentSlotName; tagName: string; at: number } | undefined;
  const nothingElse = () => {
    opened = undefined;
  };
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(token) {
        const name = token.attrs.find((attribute) => attribute.name === FRAGMENT_SLOT_ATTRIBUTE)?.value;
        const known = isFragmentSlotName(name) && !found.some((slot) => slot.name === name);
        opened =
          known && token.tagName === 'div' && !token.selfClosing && token.location
            ? { name, tagName: token.tagName, at: token.location.endOffset }
            : undefined;
      },
      onEndTag(token) {
        if (opened && token.tagName === opened.tagName) found.push({ name: opened.name, at: opened.at });
        opened = undefined;
      },
      onCharacter: nothingElse,
      onNullCharacter: nothingElse,
      onWhitespaceCharacter: nothingElse,
      onComment: nothingElse,
      onDoctype: nothingElse,
      onEof: nothingElse,
    },
  );
  tokenizer.write(html, true);
  return found;
}

/**
 * `html` with each given slot's HTML put inside its empty element; `outside` rewrites the page's own
 * parts (its remote's base URL), never a slot's. Each part passed the fragment checker on its own; the
 * composer checks the whole again (a slot inside foreign content, say).
 */
export function fillSlots(
  html: string,
  slots: readonly EmptySlot[],
  contents: ReadonlyMap<FragmentSlotName, string>,
  outside: (part: string) => string = (part) => part,
): string {
  let filled = '';
  let from = 0;
  for (const slot of [...slots].sort((a, b) => a.at - b.at)) {
    const content = contents.get(slot.name);
    if (content === undefined) continue;
    filled += `${outside(html.slice(from, slot.at))}${content}`;
    from = slot.at;
  }
  return `${filled}${outside(html.slice(from))}`;
}
