import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLayoutStore } from '../layout-store';
import { contactChannelUrls } from '../site-config';
import { ContactChannelLink } from './ContactChannelLink';

function renderLink() {
  render(<ContactChannelLink channel="chat">App ons</ContactChannelLink>);
  return screen.getByRole('link', { name: 'App ons' });
}

/** Clicks the link; true when the browser would still follow it. */
const click = (link: HTMLElement, init: MouseEventInit = {}) => fireEvent.click(link, init);

describe('ContactChannelLink', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));

  it('is a real link to the channel, opened in a new tab for the chat app', () => {
    const link = renderLink();
    expect(link.getAttribute('href')).toBe(contactChannelUrls.chat);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("opens the shell's widget at its channel instead of following the link", () => {
    useLayoutStore.getState().setWidgetMounted(true);
    expect(click(renderLink())).toBe(false);
    expect(useLayoutStore.getState()).toMatchObject({ widgetOpen: true, widgetChannel: 'chat' });
  });

  it('follows the link when no widget is on the page', () => {
    expect(click(renderLink())).toBe(true);
    expect(useLayoutStore.getState().widgetOpen).toBe(false);
  });

  it('leaves a click with a modifier key to the browser', () => {
    useLayoutStore.getState().setWidgetMounted(true);
    expect(click(renderLink(), { ctrlKey: true })).toBe(true);
    expect(useLayoutStore.getState().widgetOpen).toBe(false);
  });
});
