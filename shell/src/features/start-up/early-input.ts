/**
 * Keeps a visitor's clicks and key presses on the server's HTML before the part they land on answers
 * to input, and replays them once it does (the engine: `@codekade/shared/held-input`). The app starts
 * late (see `when-to-start.ts`), so without this a tap on the menu button or a hero tab in the first
 * second would be lost. Runs from the inline script, the earliest code the CSP allows.
 */

// Bundled into the inline script, which runs before federation: a holder keeps no state outside itself.
import { holdInput, type PartState } from '@codekade/shared/held-input';

/** The layout (header, footer, widget) hydrates first; the page area (the remote's HTML) on its own after it. */
type PagePart = 'layout' | 'area';

/**
 * Holds input on `#root` from now until the first page is live: the layout hydrated and, when
 * `hasArea` (a composed page with a remote's HTML), the area too. `onFirstInput` is called on each
 * held input (the app should start at once). Held input is replayed, in order, as its part goes live.
 * Returns a function that stops holding.
 */
export function holdEarlyInput(hasArea: boolean, onFirstInput: () => void, doc: Document = document): () => void {
  const html = doc.documentElement;
  const root = () => doc.getElementById('root');
  // The layout and the area say on <html> when they are live (data-hydrated, data-area). A fallback
  // in the area's place (`failed`) leaves what was held there without a target; an area whose code is
  // late (`late`) keeps its server HTML and waits for it, and so does what is held there.
  const stateOf = (part: PagePart): PartState => {
    if (part === 'layout') return html.dataset.hydrated === undefined ? 'waiting' : 'live';
    const area = html.dataset.area;
    return area === 'ready' ? 'live' : area === 'failed' ? 'gone' : 'waiting';
  };

  const holder = holdInput<PagePart>(
    {
      holdingPlace(target) {
        const within = root();
        const part = hasArea && target.closest('#main') ? 'area' : 'layout';
        return within && stateOf(part) === 'waiting' ? { part, within } : undefined;
      },
      replayPlace: root,
      stateOf,
      onHold: onFirstInput,
    },
    doc,
  );

  function replayWhenLive(): void {
    const allReplayed = holder.replay();
    const areaSettled = !hasArea || stateOf('area') !== 'waiting';
    if (allReplayed && stateOf('layout') === 'live' && areaSettled) stop();
  }

  const observer = new MutationObserver(replayWhenLive);
  function stop(): void {
    observer.disconnect();
    holder.stop();
  }
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated', 'data-area'] });
  return stop;
}
