import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
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

const inRouter = (page: ReactNode) => <MemoryRouter initialEntries={['/diensten']}>{page}</MemoryRouter>;

const wrapperState = () => screen.getByText('Pagina').parentElement?.dataset.pageEnter;

describe('PageEnter', () => {
  beforeEach(() => useLayoutStore.setState(useLayoutStore.getInitialState()));
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.area;
  });

  it("plays while the shell's page-transition flag is up", () => {
    stubReducedMotion(false);
    render(
      inRouter(
        <PageEnter>
          <p>Pagina</p>
        </PageEnter>,
      ),
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
      inRouter(
        <PageEnter>
          <p>Pagina</p>
        </PageEnter>,
      ),
    );
    expect(wrapperState()).toBe('idle');
  });

  it('renders idle on the server, so hydration matches whatever the browser store holds', () => {
    useLayoutStore.getState().setPageTransition(true);
    expect(renderToString(inRouter(<PageEnter>Pagina</PageEnter>))).toContain('data-page-enter="idle"');
  });

  it('plays from the first render of an area a tap mounted on a live page, until the flag comes down', () => {
    stubReducedMotion(false);
    document.documentElement.dataset.area = 'ready';
    render(
      inRouter(
        <PageEnter>
          <p>Pagina</p>
        </PageEnter>,
      ),
    );
    expect(wrapperState()).toBe('entering');
    act(() => useLayoutStore.getState().setPageTransition(true));
    expect(wrapperState()).toBe('entering');
    act(() => useLayoutStore.getState().setPageTransition(false));
    expect(wrapperState()).toBe('idle');
  });
});
