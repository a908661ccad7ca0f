import { PAGE_TRANSITION_MS, useLayoutStore } from '@codekade/shared/layout-store';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteChangeEffects } from './useRouteChangeEffects';

let navigate: (path: string) => void = () => undefined;

function Probe() {
  useRouteChangeEffects();
  navigate = useNavigate();
  return null;
}

describe('useRouteChangeEffects', () => {
  beforeEach(() => {
    useLayoutStore.setState(useLayoutStore.getInitialState());
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('raises no page transition on the first load, whose page is already on screen', () => {
    render(
      <MemoryRouter initialEntries={['/diensten']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(useLayoutStore.getState().pageTransition).toBe(false);
  });

  it('leaves the first page where the visitor scrolled it before the app started, and scrolls up on navigation', () => {
    render(
      <MemoryRouter initialEntries={['/diensten']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/projecten'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('raises the page transition for a moment on each client-side navigation', () => {
    render(
      <MemoryRouter initialEntries={['/diensten']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => navigate('/projecten'));
    expect(useLayoutStore.getState().pageTransition).toBe(true);
    act(() => vi.advanceTimersByTime(PAGE_TRANSITION_MS));
    expect(useLayoutStore.getState().pageTransition).toBe(false);
    act(() => navigate('/diensten'));
    expect(useLayoutStore.getState().pageTransition).toBe(true);
  });
});
