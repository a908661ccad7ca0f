import { useEffect, useState } from 'react';
import { type ActiveSection, NO_SECTION, type SectionBox, sectionInView } from '../lib/sectionInView';

function measure<Id extends string>(ids: readonly Id[]): SectionBox<Id>[] {
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    if (!element) return [];
    const { top, bottom } = element.getBoundingClientRect();
    return [{ id, top, bottom }];
  });
}

/**
 * The section (by element id) in view, measured once on mount and then at most once per frame while
 * the page scrolls or resizes: the passive listener only schedules, the frame callback measures.
 * `ids` must be a stable array (module constant).
 */
export function useSectionInView<Id extends string>(ids: readonly Id[]): ActiveSection<Id> {
  const [active, setActive] = useState<ActiveSection<Id>>(NO_SECTION);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(sectionInView(measure(ids)));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);

  return active;
}
