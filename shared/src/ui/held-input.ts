/**
 * Keeps a visitor's clicks and key presses on a server-rendered part whose code has not arrived yet,
 * and replays them once the part is live. React hydrates a part on input only when its code is there;
 * before that it drops the event, so a visitor who jumps down and clicks at once would lose the click.
 */

import { elementAt, NATIVE_KEYS, NATIVE_TARGETS, pathWithin } from '../input-replay';

type HeldInput = { path: number[] } & ({ type: 'click' } | { type: 'keydown'; init: KeyboardEventInit });

const PART_ATTRIBUTE = 'data-below-the-fold';

const arrivedParts = new Set<string>();
const heldInputs = new Map<string, HeldInput[]>();
let listening = false;
/** True while held input is dispatched again, so the replay is not held itself. */
let replaying = false;

function holdIfWaiting(event: Event): void {
  if (replaying || !(event.target instanceof Element)) return;
  const part = event.target.closest(`[${PART_ATTRIBUTE}]`);
  const name = part?.getAttribute(PART_ATTRIBUTE);
  if (!part || !name || arrivedParts.has(name) || part.hasAttribute('data-ready')) return;
  if (event.target.closest(NATIVE_TARGETS)) return;
  const path = pathWithin(part, event.target);
  const held = heldInputs.get(name) ?? [];
  if (event instanceof KeyboardEvent) {
    if (event.type !== 'keydown' || NATIVE_KEYS.has(event.key)) return;
    const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
    held.push({ type: 'keydown', path, init: { key, code, altKey, ctrlKey, metaKey, shiftKey } });
    // The page would scroll on an arrow key that the part, once live, handles itself.
    event.preventDefault();
  } else held.push({ type: 'click', path });
  heldInputs.set(name, held);
}

/**
 * Keeps input on the part `data-below-the-fold="name"` until `load` has brought its code; from then on
 * React hydrates the part on input itself. The listener sits on the document in the capture phase, so
 * it sees the event before React's root stops it.
 */
export function holdInputUntilLoaded<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  if (!listening && typeof document !== 'undefined') {
    listening = true;
    document.addEventListener('click', holdIfWaiting, true);
    document.addEventListener('keydown', holdIfWaiting, true);
  }
  return async () => {
    const code = await load();
    arrivedParts.add(name);
    return code;
  };
}

/** The part is live: replays, in order, what the visitor did while its code was on its way. */
export function replayHeldInput(name: string, part: Element): void {
  arrivedParts.add(name);
  const held = heldInputs.get(name) ?? [];
  heldInputs.delete(name);
  replaying = true;
  try {
    for (const input of held) {
      if (input.type === 'click') {
        // The target may be an icon inside a button: a bubbling click reaches the button's handler.
        elementAt(part, input.path)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        continue;
      }
      // Keys go where focus is now: an arrow key replayed on a tab list may have moved it.
      const focused = document.activeElement;
      const target = focused && part.contains(focused) ? focused : elementAt(part, input.path);
      target?.dispatchEvent(new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }));
    }
  } finally {
    replaying = false;
  }
}
