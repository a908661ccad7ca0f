/**
 * Keeps a visitor's clicks and key presses on a server-rendered part below the fold whose code has not
 * arrived yet, and replays them once the part is live (the engine: `../held-input`). React hydrates a
 * part on input only when its code is there; before that it drops the event, so a visitor who jumps
 * down and clicks at once would lose the click.
 */

import { holdInput, type InputHolder } from '../held-input';

const PART_ATTRIBUTE = 'data-below-the-fold';

/** One part by its name: whether its code has arrived, its live wrapper, and the holder of its input. */
interface HeldPart {
  arrived: boolean;
  live: Element | null;
  holder: InputHolder | undefined;
}

const parts = new Map<string, HeldPart>();

function partNamed(name: string): HeldPart {
  const known = parts.get(name);
  if (known) return known;
  const part: HeldPart = { arrived: false, live: null, holder: undefined };
  parts.set(name, part);
  // The prerender has no document and nothing to hold.
  if (typeof document !== 'undefined') {
    part.holder = holdInput(
      {
        holdingPlace(target) {
          const wrapper = target.closest(`[${PART_ATTRIBUTE}]`);
          const waiting = wrapper?.getAttribute(PART_ATTRIBUTE) === name && !part.arrived;
          return wrapper && waiting && !wrapper.hasAttribute('data-ready')
            ? { part: name, within: wrapper }
            : undefined;
        },
        replayPlace: () => part.live,
        stateOf: () => (part.arrived ? 'live' : 'waiting'),
      },
      document,
    );
  }
  return part;
}

/**
 * Keeps input on the part `data-below-the-fold="name"` until `load` has brought its code; from then on
 * React hydrates the part on input itself. The listener sits on the document in the capture phase, so
 * it sees the event before React's root stops it.
 */
export function holdInputUntilLoaded<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  const part = partNamed(name);
  return async () => {
    const code = await load();
    part.arrived = true;
    return code;
  };
}

/** The part is live: replays, in order, what the visitor did while its code was on its way. */
export function replayHeldInput(name: string, live: Element): void {
  const part = partNamed(name);
  part.arrived = true;
  part.live = live;
  part.holder?.replay();
}
