import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../layout-store';
import { closeContactWidget, openContactWidget } from './contact-widget';

describe('openContactWidget', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));

  it('does nothing and says so when no widget is on the page', () => {
    expect(openContactWidget('chat')).toBe(false);
    expect(useLayoutStore.getState().widgetOpen).toBe(false);
  });

  it("opens the shell's widget at the channel asked for", () => {
    useLayoutStore.getState().setWidgetMounted(true);
    expect(openContactWidget('email')).toBe(true);
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: true, widgetChannel: 'email' });
    closeContactWidget();
    expect(openContactWidget()).toBe(true);
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: true, widgetChannel: null });
  });
});
