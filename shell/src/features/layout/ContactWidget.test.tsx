import { openContactWidget } from '@codekade/shared/layout/contact-widget';
import { useLayoutStore } from '@codekade/shared/layout-store';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactWidgetText } from '../../content/layout-texts';
import { ContactWidget } from './ContactWidget';

describe('ContactWidget', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));

  it('lets remotes open it only while it is on the page', () => {
    const { unmount } = render(<ContactWidget />);
    expect(useLayoutStore.getState().widgetMounted).toBe(true);
    unmount();
    expect(openContactWidget('phone')).toBe(false);
  });

  it('opens for a remote with focus on the channel that remote offered', () => {
    render(<ContactWidget />);
    act(() => {
      openContactWidget('email');
    });
    expect(screen.getByRole('button', { name: contactWidgetText.close }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toMatch(/^mailto:/);
    act(() => {
      openContactWidget('phone');
    });
    expect(document.activeElement?.getAttribute('href')).toMatch(/^tel:/);
  });
});
