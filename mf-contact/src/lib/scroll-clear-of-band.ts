/** A stretch of the page from `top` to `bottom`, in px. */
export interface Span {
  top: number;
  bottom: number;
}

export interface ClearScrollQuestion {
  /** The controls a toast may not cover, in page coordinates (as at scroll position 0). */
  controls: readonly Span[];
  /** The one that has the focus, with its label and error text: it must lie wholly within `view`. */
  focus: Span;
  /** Where the toast rests on the screen, in window coordinates, with its margin. */
  band: Span;
  /** The window lines the focus may take: below the fixed header and above a toast at the bottom, or
   * below a toast at the top and above the window's end. */
  view: Span;
  /** Where the page is now, and how far it can scroll. */
  current: number;
  maxScroll: number;
}

/**
 * The scroll position nearest `current` at which the focused control stands in `view` (beside the
 * toast band) and no control lies under that band, or null when there is none (a screen too short for the
 * gaps between the controls). A control under the band at scroll position s is one whose span
 * shifted by -s meets the band: s in (top - band.bottom, bottom - band.top).
 */
export function scrollClearOfBand({ controls, focus, band, view, current, maxScroll }: ClearScrollQuestion) {
  const lowest = Math.max(0, Math.ceil(focus.bottom - view.bottom));
  const highest = Math.min(maxScroll, Math.floor(focus.top - view.top));
  if (lowest > highest) return null;
  const blocked = controls.map(({ top, bottom }) => ({ from: top - band.bottom, to: bottom - band.top }));
  const free = (scroll: number) => blocked.every(({ from, to }) => scroll <= from || scroll >= to);
  // The nearest free position is `current` itself, an end of the focus's range, or an end of a blocked stretch.
  const candidates = [current, lowest, highest, ...blocked.flatMap(({ from, to }) => [Math.floor(from), Math.ceil(to)])]
    .map((scroll) => Math.min(highest, Math.max(lowest, scroll)))
    .filter(free)
    .sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || a - b);
  return candidates[0] ?? null;
}
