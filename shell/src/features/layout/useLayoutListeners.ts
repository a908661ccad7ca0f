import { MOBILE_MAX_WIDTH, SCROLLED_THRESHOLD_PX, useLayoutStore } from '@codekade/shared/layout-store';
import { useEffect } from 'react';

/** Keeps the layout store in step with the window: mobile or desktop width, scrolled or not. */
export function useLayoutListeners(): void {
  const setMobile = useLayoutStore((state) => state.setMobile);
  const setScrolled = useLayoutStore((state) => state.setScrolled);

  useEffect(() => {
    const mobileQuery = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const updateMobile = () => setMobile(mobileQuery.matches);
    updateMobile();
    mobileQuery.addEventListener('change', updateMobile);
    return () => mobileQuery.removeEventListener('change', updateMobile);
  }, [setMobile]);

  useEffect(() => {
    let frame = 0;
    // One store update per frame at most, however fast scroll events arrive.
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [setScrolled]);
}
