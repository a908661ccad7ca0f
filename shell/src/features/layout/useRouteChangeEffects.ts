import { remoteOwning } from '@codekade/shared/discovery';
import { PAGE_TRANSITION_MS, useLayoutStore } from '@codekade/shared/layout-store';
import { applyPageMeta } from '@codekade/shared/page-meta';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fallbackPageMeta } from '../../content/layout-texts';
import { compositionData } from '../../lib/composition-data';
import { useSiteAreas } from '../../lib/site-areas';

/**
 * On every path change: the area's title and description, scroll to the top, close the menus and
 * raise the page-transition flag for a moment. Not on the first load: that page is the server's HTML,
 * already on screen (perhaps scrolled), and a remote animating it in would flash it.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const setPageTransition = useLayoutStore((state) => state.setPageTransition);
  const areas = useSiteAreas();
  // A composed first page already has its own title; the area's default would replace it until the
  // remote hydrates.
  const composedFirstPage = useRef(compositionData() !== undefined);
  // The first load raises no flag; every path after a client-side navigation does.
  const firstPath = useRef(pathname);
  const navigated = useRef(false);

  // A layout effect, so a page's own usePageMeta (a passive effect) can refine it afterwards.
  useLayoutEffect(() => {
    if (composedFirstPage.current) {
      composedFirstPage.current = false;
      return;
    }
    const area = remoteOwning(areas, pathname)?.area;
    applyPageMeta(area ? { title: area.pageName, description: area.description } : fallbackPageMeta);
  }, [pathname, areas]);

  // A layout effect too: the page scrolls up in the frame that shows the new page, not in a frame after
  // it. The open mobile menu closes in that frame by itself (it follows the location, MobileMenu.tsx)
  // and the page-enter animation starts there (PageEnter), so no store update runs here: one would
  // make React render again and run every effect of the new and the old page before that frame.
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) navigated.current = true;
    // The first page stays where the visitor scrolled it before the app started (it starts late).
    if (!navigated.current) return;
    window.scrollTo(0, 0);
    // An open widget has no such rule of its own: the rare tap with it open pays for that render.
    if (useLayoutStore.getState().widgetOpen) useLayoutStore.setState({ widgetOpen: false, widgetChannel: null });
  }, [pathname]);

  // After that frame: the store follows (the menu's flag, the page-transition flag for its moment).
  useEffect(() => {
    if (!navigated.current) return;
    useLayoutStore.setState({ menuOpen: false });
    setPageTransition(true);
    const timer = window.setTimeout(() => setPageTransition(false), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, setPageTransition]);
}
