import type { RemoteName } from './contract';

/**
 * Fragment slots: a place in one remote's page that another remote fills with HTML it prerendered
 * from its own content (the projects' recent work on the home page). The page names the slot
 * (`<FragmentSlot name="recent-work" />`), the publisher prerenders the slot's fragment beside its
 * pages, and the shell's composer fills the slot: in the first HTML, and for a page rendered in the
 * browser at `slotContentPath`. Neither remote imports the other; every fact stays with its owner.
 */
export const FRAGMENT_SLOTS = {
  /** The newest projects with a page of their own, on the home page. */
  'recent-work': { publisher: 'mf_projects', shownBy: 'mf_home' },
} as const satisfies Record<string, { publisher: RemoteName; shownBy: RemoteName }>;

export type FragmentSlotName = keyof typeof FRAGMENT_SLOTS;

export const FRAGMENT_SLOT_NAMES = Object.keys(FRAGMENT_SLOTS) as FragmentSlotName[];

export const isFragmentSlotName = (value: unknown): value is FragmentSlotName =>
  typeof value === 'string' && Object.hasOwn(FRAGMENT_SLOTS, value);

/** The attribute of a slot's element, `<div data-fragment-slot="recent-work">`, empty until filled. */
export const FRAGMENT_SLOT_ATTRIBUTE = 'data-fragment-slot';

/** The attribute of the `<style>` in the document's head that holds a filled slot's CSS. */
export const SLOT_STYLE_ATTRIBUTE = 'data-fragment-slot-style';

/** The CSS selector of a slot's element; its CSS is scoped to it. */
export const slotSelector = (name: FragmentSlotName) => `[${FRAGMENT_SLOT_ATTRIBUTE}="${name}"]`;

/** Where the composer answers a slot's checked content for a page rendered in the browser. */
export const SLOT_CONTENT_PATH_PREFIX = '/_fragmenten/';

export const slotContentPath = (name: FragmentSlotName) => `${SLOT_CONTENT_PATH_PREFIX}${name}`;

/**
 * The query parameter of a slot's content that names the publisher's manifest the page uses: the
 * composer then answers from that version when a rollout names it (`…/v/<build id>/mf-manifest.json`).
 */
export const SLOT_MANIFEST_PARAM = 'manifest';

/**
 * How long a page rendered in the browser waits for a slot's content it does not have yet, from the
 * moment it asked; later it shows the page without the slot (not a setting: a remote that fails or
 * hangs is the only way to reach it).
 */
export const SLOT_WAIT_MS = 1500;

/** A slot's content as the composer serves it: HTML checked for the slot, CSS checked and scoped to it. */
export interface SlotContent {
  html: string;
  css: string;
}

/** The composer's answer read as a slot's content; undefined for anything else. */
export function parseSlotContent(json: unknown): SlotContent | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { html, css } = json as Record<string, unknown>;
  return typeof html === 'string' && typeof css === 'string' ? { html, css } : undefined;
}

/**
 * Asks the composer for a slot's content, as the shell provides it (it knows where the page's pinned
 * versions are); what it answers is read with `parseSlotContent`.
 */
export type SlotSource = (name: FragmentSlotName) => Promise<unknown>;

let source: SlotSource | undefined;

/** The shell's way to ask for slots; undefined leaves every slot empty (a remote on its own, a test). */
export function provideSlotSource(next: SlotSource | undefined): void {
  source = next;
}

/** What can fill a slot this page does not have yet, if anything. */
export function slotSource(): SlotSource | undefined {
  return source;
}
