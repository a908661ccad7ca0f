import {
  type FragmentSlotName,
  parseSlotContent,
  SLOT_STYLE_ATTRIBUTE,
  SLOT_WAIT_MS,
  type SlotContent,
  slotSelector,
  slotSource,
} from '@codekade/shared/fragment-slots';

/**
 * The browser's side of the fragment slots (fragment-slots.ts): what each slot holds in this page's
 * life, for every remote. Its content comes from the
 * composer, either in the first HTML or fetched through the source the shell provides (the shell
 * knows where the composer and the page's pinned versions are); without a source (a remote on its
 * own, the tests) a slot simply stays empty. Part of the FragmentSlot module (one shared singleton),
 * so it loads only with a part of a page that shows a slot, never with a page's first load.
 */

const contents = new Map<FragmentSlotName, SlotContent>();
const requests = new Map<FragmentSlotName, Promise<SlotContent | undefined>>();
const waits = new Map<FragmentSlotName, Promise<SlotContent | undefined>>();
/** Per slot, the HTML the composer put into this document (null: none), read once. */
const composed = new Map<FragmentSlotName, string | null>();
/** Slots whose composed HTML a mount has taken: later mounts start from `contents`. */
const claimed = new Set<FragmentSlotName>();

/** Whether anything can fill a slot this page does not have yet: without a source, a slot never waits. */
export function hasSlotSource(): boolean {
  return slotSource() !== undefined;
}

const styleOf = (name: FragmentSlotName) =>
  document.head.querySelector<HTMLStyleElement>(`style[${SLOT_STYLE_ATTRIBUTE}="${name}"]`);

/** Reads, once, what the composer put into this document for the slot: its HTML and its style. */
function readComposedSlot(name: FragmentSlotName): string | null {
  const known = composed.get(name);
  if (known !== undefined) return known;
  const element = document.querySelector(slotSelector(name));
  const html = element ? element.innerHTML : null;
  composed.set(name, html);
  const style = styleOf(name);
  if (html && style) contents.set(name, { html, css: style.textContent ?? '' });
  return html;
}

/**
 * The HTML a slot's first mount in this document starts from, exactly as the composer wrote it into
 * the page (empty when the composer had nothing for it), so hydrating keeps it as it is; undefined
 * once a mount has taken it, on the server and in a page the composer did not fill.
 */
export function composedSlotHtml(name: FragmentSlotName): string | undefined {
  if (typeof document === 'undefined' || claimed.has(name)) return undefined;
  return readComposedSlot(name) ?? undefined;
}

/** A mount has shown the composed HTML (or started without it): later mounts start from `knownSlotContent`. */
export function claimComposedSlot(name: FragmentSlotName): void {
  claimed.add(name);
}

/** The slot's content this page has now: from its first HTML or fetched before. */
export function knownSlotContent(name: FragmentSlotName): SlotContent | undefined {
  if (typeof document !== 'undefined') readComposedSlot(name);
  return contents.get(name);
}

/** The slot's CSS in the head, once: it is scoped to the slot, so it can wait there for the slot's HTML. */
function applySlotStyle(name: FragmentSlotName, css: string): void {
  const style = styleOf(name) ?? document.head.appendChild(document.createElement('style'));
  style.setAttribute(SLOT_STYLE_ATTRIBUTE, name);
  if (style.textContent !== css) style.textContent = css;
}

/**
 * The slot's content: known already, or asked of the source once however many ask (a prefetch and
 * the page). An answer that is not content, or a failure, gives undefined and is forgotten, so a
 * later visit asks again.
 */
export function requestSlotContent(name: FragmentSlotName): Promise<SlotContent | undefined> {
  const known = knownSlotContent(name);
  if (known) return Promise.resolve(known);
  const ask = slotSource();
  if (!ask || typeof document === 'undefined') return Promise.resolve(undefined);
  let request = requests.get(name);
  if (!request) {
    request = Promise.resolve()
      .then(() => ask(name))
      .then(parseSlotContent, () => undefined)
      .then((content) => {
        if (content) {
          applySlotStyle(name, content.css);
          contents.set(name, content);
        } else requests.delete(name);
        return content;
      });
    requests.set(name, request);
  }
  return request;
}

/**
 * The slot's content within SLOT_WAIT_MS of the first ask, else undefined: the same promise for every
 * render until a mount is shown (`forgetSlotWait`), as React's `use` needs.
 */
export function waitForSlot(name: FragmentSlotName): Promise<SlotContent | undefined> {
  let wait = waits.get(name);
  if (!wait) {
    const late = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SLOT_WAIT_MS));
    wait = Promise.race([requestSlotContent(name), late]);
    waits.set(name, wait);
  }
  return wait;
}

/** Whether a render waits for the slot now: its retries must wait on the same promise (React's `use`). */
export function isWaitingForSlot(name: FragmentSlotName): boolean {
  return waits.has(name);
}

/** A mount is shown: the next one waits afresh (or starts from the content, if it came meanwhile). */
export function forgetSlotWait(name: FragmentSlotName): void {
  waits.delete(name);
}
