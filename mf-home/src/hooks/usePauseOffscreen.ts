import { type RefObject, useEffect } from 'react';

/** Set on an element while it is out of the viewport; its CSS pauses its animations then. */
export const OFFSCREEN_ATTRIBUTE = 'data-offscreen';

/**
 * Marks `ref`'s element with `data-offscreen` while no part of it is in the viewport, so endless
 * animations stop costing a phone's main thread a frame every few milliseconds while nobody sees
 * them. An attribute outside React's render: scrolling re-renders nothing.
 */
export function usePauseOffscreen(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) element.toggleAttribute(OFFSCREEN_ATTRIBUTE, !entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute(OFFSCREEN_ATTRIBUTE);
    };
  }, [ref]);
}
