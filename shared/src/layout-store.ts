import { create } from 'zustand';

/** Width at and below which the site uses its mobile layout; CSS uses the same value. */
export const MOBILE_MAX_WIDTH = 1000;
export const SCROLLED_THRESHOLD_PX = 50;
export const PAGE_TRANSITION_MS = 500;

export interface LayoutState {
  isMobile: boolean;
  menuOpen: boolean;
  scrolled: boolean;
  pageTransition: boolean;
  widgetOpen: boolean;
  setMobile: (isMobile: boolean) => void;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setScrolled: (scrolled: boolean) => void;
  setPageTransition: (active: boolean) => void;
  setWidgetOpen: (open: boolean) => void;
  toggleWidget: () => void;
}

/** Layout state of the page, one store for the shell and every remote (zustand is a singleton). */
export const useLayoutStore = create<LayoutState>()((set) => ({
  isMobile: false,
  menuOpen: false,
  scrolled: false,
  pageTransition: false,
  widgetOpen: false,
  // Leaving the mobile layout closes the menu, or the body would stay scroll-locked on desktop.
  setMobile: (isMobile) => set((state) => ({ isMobile, menuOpen: isMobile && state.menuOpen })),
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((state) => ({ menuOpen: !state.menuOpen })),
  setScrolled: (scrolled) => set({ scrolled }),
  setPageTransition: (pageTransition) => set({ pageTransition }),
  setWidgetOpen: (widgetOpen) => set({ widgetOpen }),
  toggleWidget: () => set((state) => ({ widgetOpen: !state.widgetOpen })),
}));
