import { MOBILE_MAX_WIDTH, useLayoutStore } from '@codekade/shared/layout-store';
import { useEffect } from 'react';

/**
 * Keeps the layout store in step with the window: the scroll offset (for the header and any remote),
 * and a closed menu once the window grows out of the mobile layout.
 */
export function useLayoutListeners(): void {
  const setMenuOpen = useLayoutStore((state) => state.setMenuOpen);
  const setScrollY = useLayoutStore((state) => state.setScrollY);

  useEffect(() => {
    const mobileQuery = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    // An open menu locks the body's scrolling; on desktop there is no burger left to unlock it.
    const closeMenuOnDesktop = () => {
      if (!mobileQuery.matches) setMenuOpen(false);
    };
    mobileQuery.addEventListener('change', closeMenuOnDesktop);
    return () => mobileQuery.removeEventListener('change', closeMenuOnDesktop);
  }, [setMenuOpen]);

  useEffect(() => {
    let frame = 0;
    // One store update per frame at most, however fast scroll events arrive.
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setScrollY(Math.round(window.scrollY));
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [setScrollY]);
}
