import { subscribeToScroll } from '@codekade/shared/layout/scroll';
import { useEffect, useState } from 'react';
import { type ActiveSection, NO_SECTION, type SectionBox, sectionInView } from '../lib/section-in-view';

function measure<Id extends string>(ids: readonly Id[]): SectionBox<Id>[] {
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    if (!element) return [];
    const { top, bottom } = element.getBoundingClientRect();
    return [{ id, top, bottom }];
  });
}

/**
 * The section (by element id) in view: 'none' on the server and while hydrating, then measured once
 * on mount, on every scroll the shell reports through the layout store (at most once per frame), and
 * whenever the page's size changes (a resize, images or fonts arriving). `ids` must be a stable array
 * (module constant).
 */
export function useSectionInView<Id extends string>(ids: readonly Id[]): ActiveSection<Id> {
  const [active, setActive] = useState<ActiveSection<Id>>(NO_SECTION);

  useEffect(() => {
    const update = () => setActive(sectionInView(measure(ids)));
    update();
    const unsubscribe = subscribeToScroll(update);
    // Boxes move without a scroll when the page reflows; the document's box changes with them.
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resizeObserver?.observe(document.documentElement);
    return () => {
      unsubscribe();
      resizeObserver?.disconnect();
    };
  }, [ids]);

  return active;
}
