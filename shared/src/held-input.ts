/**
 * The one engine that keeps a visitor's clicks and key presses on server HTML whose part is not live
 * yet, and replays them, in order, once it is. React drops input on HTML it has not hydrated, so
 * without this a tap in the first second, or on a part whose code is on its way, would be lost.
 * Links, form fields and the keys a browser handles itself work without JavaScript and are left alone.
 *
 * Two holders use it: the shell's page start (`shell/src/features/start-up/early-input.ts`, in the
 * inline script, before the app starts) and every part below the fold (`ui/below-the-fold-input.ts`).
 * No state outside a holder and no imports: the inline script, which runs before federation, bundles
 * its own copy.
 */

/** Targets whose default action already works without JavaScript (follow a link, type, tick a box). */
const NATIVE_TARGETS = 'a[href], input, select, textarea, label, summary, [contenteditable]';
/** Keys whose default action is what the visitor wants (Enter and Space click a button, Tab moves focus). */
const NATIVE_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'Tab', 'Escape']);

/**
 * What becomes of a part's held input now: replayed (`live`), kept (`waiting`), or dropped (`gone`: a
 * fallback took the part's place, so the input has no target any more).
 */
export type PartState = 'waiting' | 'live' | 'gone';

/** How a holder tells its parts apart; `Part` is whatever names one (a string, a name). */
export interface HoldingRules<Part> {
  /**
   * Where input on `target` is held: the waiting part it lands on, and the element in which its
   * target is found again. Undefined leaves the input alone (its part is live, or not a part at all).
   */
  holdingPlace(target: Element): { part: Part; within: Element } | undefined;
  /** The element a part's held input is dispatched in: its HTML may have been rendered afresh since. */
  replayPlace(part: Part): Element | null;
  stateOf(part: Part): PartState;
  /** Called on each input held (the page start then starts the app at once). */
  onHold?: () => void;
}

export interface InputHolder {
  /**
   * Replays, in order, what is held on live parts, up to the first input whose part still waits.
   * True when nothing is held any more.
   */
  replay(): boolean;
  /** Holds nothing more; what is still held is dropped. */
  stop(): void;
}

type HeldInput<Part> = { part: Part; path: number[] } & (
  | { type: 'click' }
  | { type: 'keydown'; init: KeyboardEventInit }
);

/** Child indexes from `ancestor` down to `target`, so the target is found again if its HTML is rendered afresh. */
function pathWithin(ancestor: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== ancestor && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(ancestor: Element, path: number[]): Element | undefined {
  let node: Element | undefined = ancestor;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Holds clicks and key presses on `doc` (in the capture phase, before any part's own listeners) that
 * land on a waiting part, until `replay` finds that part live. Each holder replays its own input only:
 * input another holder replays is held again by this one if its part here still waits.
 */
export function holdInput<Part>(rules: HoldingRules<Part>, doc: Document): InputHolder {
  const held: HeldInput<Part>[] = [];
  /** True while held input is dispatched again, so the replay is not held itself. */
  let replaying = false;

  function hold(event: Event): void {
    const target = event.target;
    if (replaying || !(target instanceof Element) || target.closest(NATIVE_TARGETS)) return;
    if (event instanceof KeyboardEvent && NATIVE_KEYS.has(event.key)) return;
    const place = rules.holdingPlace(target);
    if (!place?.within.contains(target)) return;
    const { part, within } = place;
    const path = pathWithin(within, target);
    if (event instanceof KeyboardEvent) {
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
      held.push({ type: 'keydown', part, path, init: { key, code, altKey, ctrlKey, metaKey, shiftKey } });
    } else held.push({ type: 'click', part, path });
    // Nothing else acts on it now (a submit button's form, another holder, an arrow key's scroll);
    // its replay does, once the part is live.
    event.preventDefault();
    event.stopImmediatePropagation();
    rules.onHold?.();
  }

  function dispatch(input: HeldInput<Part>, within: Element): void {
    const target = elementAt(within, input.path);
    if (input.type === 'click') {
      // The target may be an icon inside a button: a bubbling click reaches the button's handler.
      target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return;
    }
    // Keys go where focus is now: a replayed arrow key on a tab list may have moved it.
    const focused = doc.activeElement;
    const keyTarget = focused && focused !== doc.body && within.contains(focused) ? focused : target;
    keyTarget?.dispatchEvent(new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }));
  }

  function replay(): boolean {
    replaying = true;
    try {
      while (held.length > 0) {
        const input = held[0] as HeldInput<Part>;
        const state = rules.stateOf(input.part);
        if (state === 'gone') {
          held.shift();
          continue;
        }
        const within = state === 'live' ? rules.replayPlace(input.part) : null;
        if (!within) break;
        held.shift();
        dispatch(input, within);
      }
    } finally {
      replaying = false;
    }
    return held.length === 0;
  }

  function stop(): void {
    held.length = 0;
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('keydown', hold, true);
  }

  doc.addEventListener('click', hold, true);
  doc.addEventListener('keydown', hold, true);
  return { replay, stop };
}
