import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutStore } from '../layout-store';
import { PageEnter } from './PageEnter';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const wrapperState = () => screen.getByText('Pagina').parentElement?.dataset.pageEnter;

describe('PageEnter', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));
  afterEach(() => vi.unstubAllGlobals());

  it("plays while the shell's page-transition flag is up", () => {
    stubReducedMotion(false);
    render(
      <PageEnter>
        <p>Pagina</p>
      </PageEnter>,
    );
    expect(wrapperState()).toBe('idle');
    act(() => useLayoutStore.getState().setPageTransition(true));
    expect(wrapperState()).toBe('entering');
    act(() => useLayoutStore.getState().setPageTransition(false));
    expect(wrapperState()).toBe('idle');
  });

  it('never plays under reduced motion', () => {
    stubReducedMotion(true);
    useLayoutStore.getState().setPageTransition(true);
    render(
      <PageEnter>
        <p>Pagina</p>
      </PageEnter>,
    );
    expect(wrapperState()).toBe('idle');
  });

  it('renders idle on the server, so hydration matches whatever the browser store holds', () => {
    useLayoutStore.getState().setPageTransition(true);
    expect(renderToString(<PageEnter>Pagina</PageEnter>)).toContain('data-page-enter="idle"');
  });
});
