import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from './layout-store';

describe('layout store', () => {
  beforeEach(() => useLayoutStore.setState({ isMobile: true, menuOpen: false, widgetOpen: false }));

  it('toggles the menu and the widget', () => {
    useLayoutStore.getState().toggleMenu();
    useLayoutStore.getState().toggleWidget();
    expect(useLayoutStore.getState()).toMatchObject({ menuOpen: true, widgetOpen: true });
    useLayoutStore.getState().toggleMenu();
    expect(useLayoutStore.getState().menuOpen).toBe(false);
  });

  it('closes the menu when the window grows out of the mobile layout', () => {
    useLayoutStore.getState().setMenuOpen(true);
    useLayoutStore.getState().setMobile(false);
    expect(useLayoutStore.getState()).toMatchObject({ isMobile: false, menuOpen: false });
  });
});
