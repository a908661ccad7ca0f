/** One layout shift the page reported, with the boxes that moved (for the failure message). */
export interface ScrollShift {
  value: number;
  atScrollY: number;
  moved: string[];
}

/**
 * Scrolls the page slowly to its end and back to the top, a step at a time with two rendering frames
 * after each (no wall-clock waits), and returns every layout shift the page reported from its load on
 * (PerformanceObserver 'layout-shift', buffered). Run in the page (Playwright's `evaluate`).
 */
export async function scrollShifts(stepPx: number): Promise<ScrollShift[]> {
  type ShiftEntry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const shifts: ScrollShift[] = [];
  const describe = (node: Node | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        atScrollY: Math.round(window.scrollY),
        moved: entry.sources.map(
          (source) =>
            `${describe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
        ),
      });
    }
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const end = () => document.documentElement.scrollHeight - window.innerHeight;
  await frame();
  // The page may grow while it is scrolled (parts rendered as they come into view): read its end afresh.
  while (window.scrollY < end() - 1) {
    window.scrollBy(0, stepPx);
    await frame();
  }
  while (window.scrollY > 0) {
    window.scrollBy(0, -stepPx);
    await frame();
  }
  await frame();
  for (const entry of observer.takeRecords() as ShiftEntry[]) {
    if (!entry.hadRecentInput) shifts.push({ value: entry.value, atScrollY: Math.round(window.scrollY), moved: [] });
  }
  observer.disconnect();
  return shifts;
}
