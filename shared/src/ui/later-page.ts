/**
 * True when a render follows a tap to another page of a live page (the shell's area is
 * `data-area="ready"` until the new page commits). False on the server, while hydrating, on a page whose
 * area is not live yet (its first load, or a move to a newer release: the server's HTML is swapped in one go).
 */
export function isLaterPageOfLivePage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.area === 'ready';
}
