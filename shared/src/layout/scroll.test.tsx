import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLED_THRESHOLD_PX, useLayoutStore } from '../layout-store';
import { subscribeToScroll, useScrolled } from './scroll';

function ScrolledFlag() {
  return <p>{useScrolled() ? 'scrolled' : 'top'}</p>;
}

describe('scroll state', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));

  it('counts as scrolled only past the threshold', () => {
    render(<ScrolledFlag />);
    act(() => useLayoutStore.getState().setScrollY(SCROLLED_THRESHOLD_PX));
    expect(screen.getByText('top')).toBeTruthy();
    act(() => useLayoutStore.getState().setScrollY(SCROLLED_THRESHOLD_PX + 1));
    expect(screen.getByText('scrolled')).toBeTruthy();
  });

  it('renders as not scrolled on the server, whatever the browser store holds', () => {
    useLayoutStore.getState().setScrollY(900);
    expect(renderToString(<ScrolledFlag />)).toContain('top');
  });

  it('tells subscribers about scroll changes only, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToScroll(listener);
    useLayoutStore.getState().setScrollY(120);
    useLayoutStore.getState().setMenuOpen(true);
    useLayoutStore.getState().setScrollY(120);
    unsubscribe();
    useLayoutStore.getState().setScrollY(300);
    expect(listener.mock.calls).toEqual([[120]]);
  });
});
