/**
 * Keeps a visitor's clicks and key presses on the server's HTML before the part they land on answers
 * to input, and replays them once it does. The app starts late (see `app-start.ts`), and React drops
 * input on HTML it has not hydrated yet, so without this a tap on the menu button or a hero tab in the
 * first second would be lost. Links, form fields and other native controls work without JavaScript
 * and are left alone. Runs from the boot script, the earliest code the CSP allows.
 */

// Bundled into the boot script, which runs before federation: stateless helpers, no singleton.
import { elementAt, NATIVE_KEYS, NATIVE_TARGETS, pathWithin } from '@codekade/shared/input-replay';

type HeldInput = { path: number[]; inArea: boolean } & (
  | { type: 'click' }
  | { type: 'keydown'; init: KeyboardEventInit }
);

/** The page area (the remote's HTML) hydrates on its own, after the layout around it. */
const isAreaLive = (root: HTMLElement) => root.dataset.area === 'ready';
/**
 * A fallback took the area's place: what was held there has no target any more. An area whose code
 * is late (`data-area="late"`) keeps its server HTML and waits for it, and so does what is held there.
 */
const isAreaFailed = (root: HTMLElement) => root.dataset.area === 'failed';
const isLayoutLive = (root: HTMLElement) => root.dataset.hydrated !== undefined;

/**
 * Holds input on `#root` from now until the first page is live: the layout hydrated and, when
 * `hasArea` (a composed page with a remote's HTML), the area too. `onFirstInput` is called on each
 * held input (the app should start at once). Held input is replayed, in order, as its part goes live.
 * Returns a function that stops holding.
 */
export function holdEarlyInput(hasArea: boolean, onFirstInput: () => void, doc: Document = document): () => void {
  const held: HeldInput[] = [];
  let replaying = false;
  const root = () => doc.getElementById('root');

  function hold(event: Event): void {
    const container = root();
    const html = doc.documentElement;
    if (replaying || !container || !(event.target instanceof Element) || !container.contains(event.target)) return;
    const inArea = hasArea && event.target.closest('#main') !== null;
    if (inArea ? isAreaLive(html) || isAreaFailed(html) : isLayoutLive(html)) return;
    if (event.target.closest(NATIVE_TARGETS)) return;
    const path = pathWithin(container, event.target);
    if (event instanceof KeyboardEvent) {
      if (NATIVE_KEYS.has(event.key)) return;
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
      held.push({ type: 'keydown', path, inArea, init: { key, code, altKey, ctrlKey, metaKey, shiftKey } });
    } else held.push({ type: 'click', path, inArea });
    // Nothing else acts on it now (a submit button's form, a part's own holding, an arrow key's
    // scroll); its replay does, once the part is live.
    event.preventDefault();
    event.stopImmediatePropagation();
    onFirstInput();
  }

  function replayWhenLive(): void {
    const container = root();
    const html = doc.documentElement;
    if (!container) return;
    replaying = true;
    try {
      while (held.length > 0) {
        const input = held[0] as HeldInput;
        if (input.inArea && isAreaFailed(html)) {
          held.shift();
          continue;
        }
        if (!(input.inArea ? isAreaLive(html) : isLayoutLive(html))) break;
        held.shift();
        const target = elementAt(container, input.path);
        if (input.type === 'click') {
          target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          continue;
        }
        // Keys go where focus is now: a replayed arrow key on a tab list may have moved it.
        const focused = doc.activeElement;
        const keyTarget = focused && focused !== doc.body && container.contains(focused) ? focused : target;
        keyTarget?.dispatchEvent(new KeyboardEvent('keydown', { ...input.init, bubbles: true, cancelable: true }));
      }
    } finally {
      replaying = false;
    }
    const areaSettled = !hasArea || isAreaLive(html) || isAreaFailed(html);
    if (held.length === 0 && isLayoutLive(html) && areaSettled) stop();
  }

  // The layout and the area say when they are live on <html> (data-hydrated, data-area).
  const observer = new MutationObserver(replayWhenLive);
  function stop(): void {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('keydown', hold, true);
  }
  doc.addEventListener('click', hold, true);
  doc.addEventListener('keydown', hold, true);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated', 'data-area'] });
  return stop;
}
