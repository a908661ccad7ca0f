import { PAGE_TRANSITION_MS, useLayoutStore } from '@codekade/shared/layout-store';
import { applyPageMeta } from '@codekade/shared/page-meta';
import { findSiteArea } from '@codekade/shared/routes';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

const FALLBACK_META = {
  title: 'Webbureau',
  description: 'Codekade bouwt websites, webshops en webapplicaties op maat.',
};

/**
 * On every path change: the area's title and description, scroll to the top, close the menus and
 * raise the page-transition flag for a moment.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const setPageTransition = useLayoutStore((state) => state.setPageTransition);

  // A layout effect, so a page's own usePageMeta (a passive effect) can refine it afterwards.
  useLayoutEffect(() => {
    const area = findSiteArea(pathname);
    applyPageMeta(area ? { title: area.pageName, description: area.description } : FALLBACK_META);
  }, [pathname]);

  useEffect(() => {
    window.scrollTo(0, 0);
    useLayoutStore.setState({ menuOpen: false, widgetOpen: false });
    setPageTransition(true);
    const timer = window.setTimeout(() => setPageTransition(false), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, setPageTransition]);
}
