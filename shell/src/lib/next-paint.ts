/** Resolves after the next frame has painted; a hidden tab (opened in the background) paints none, and goes on at once. */
export function afterNextPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
