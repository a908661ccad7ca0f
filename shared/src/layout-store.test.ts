import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from './layout-store';

describe('layout store', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));

  it('starts as the server renders: nothing open, not scrolled, no transition', () => {
    expect(useLayoutStore.getState()).toMatchObject({
      menuOpen: false,
      scrollY: 0,
      pageTransition: false,
      widgetOpen: false,
      widgetChannel: null,
      widgetMounted: false,
    });
  });

  it('toggles the menu and the widget', () => {
    useLayoutStore.getState().toggleMenu();
    useLayoutStore.getState().toggleWidget();
    expect(useLayoutStore.getState()).toMatchObject({ menuOpen: true, widgetOpen: true });
    useLayoutStore.getState().toggleMenu();
    expect(useLayoutStore.getState().menuOpen).toBe(false);
  });

  it('opens the widget at a channel, and forgets the channel when the widget is toggled or closed', () => {
    useLayoutStore.getState().openWidget('phone');
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: true, widgetChannel: 'phone' });
    useLayoutStore.getState().toggleWidget();
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: false, widgetChannel: null });
    useLayoutStore.getState().openWidget('email');
    useLayoutStore.getState().setWidgetOpen(false);
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: false, widgetChannel: null });
  });
});
