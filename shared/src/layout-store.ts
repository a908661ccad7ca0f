import { create } from 'zustand';

/** Width at and below which the site uses its mobile layout; CSS uses the same value. */
export const MOBILE_MAX_WIDTH = 1000;
export const SCROLLED_THRESHOLD_PX = 50;
export const PAGE_TRANSITION_MS = 500;

/** The ways the shell's contact widget offers to reach the agency. */
export const CONTACT_CHANNELS = ['chat', 'phone', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * Layout state of the page, one store for the shell and every remote (zustand is shared as a
 * singleton). The initial state is what the server renders: it must not depend on the window, so the
 * first browser render hydrates the same markup; listeners fill in the real values in effects.
 * Remotes use the small API next to this file (layout/*), not the store itself.
 */
export interface LayoutState {
  /** The mobile menu panel is open (shell). */
  menuOpen: boolean;
  /** Vertical scroll offset in px, updated at most once per frame by the shell. */
  scrollY: number;
  /** Raised by the shell once a client-side navigation has painted its page, for PAGE_TRANSITION_MS; never on the first load. */
  pageTransition: boolean;
  /** The contact widget shows its options. */
  widgetOpen: boolean;
  /** The option the widget moves focus to when a remote opened it for one channel. */
  widgetChannel: ContactChannel | null;
  /** The shell's widget is on the page; without it a remote's contact link follows its own href. */
  widgetMounted: boolean;
  setMenuOpen: (open: boolean) => void;
  toggleMenu: () => void;
  setScrollY: (scrollY: number) => void;
  setPageTransition: (active: boolean) => void;
  setWidgetOpen: (open: boolean) => void;
  toggleWidget: () => void;
  /** Opens the widget with the option for `channel` (if any) in focus. */
  openWidget: (channel: ContactChannel | null) => void;
  setWidgetMounted: (mounted: boolean) => void;
}

export const useLayoutStore = create<LayoutState>()((set) => ({
  menuOpen: false,
  scrollY: 0,
  pageTransition: false,
  widgetOpen: false,
  widgetChannel: null,
  widgetMounted: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  toggleMenu: () => set((state) => ({ menuOpen: !state.menuOpen })),
  setScrollY: (scrollY) => set({ scrollY }),
  setPageTransition: (pageTransition) => set({ pageTransition }),
  setWidgetOpen: (widgetOpen) => set({ widgetOpen, widgetChannel: null }),
  toggleWidget: () => set((state) => ({ widgetOpen: !state.widgetOpen, widgetChannel: null })),
  openWidget: (widgetChannel) => set({ widgetOpen: true, widgetChannel }),
  setWidgetMounted: (widgetMounted) => set({ widgetMounted }),
}));
