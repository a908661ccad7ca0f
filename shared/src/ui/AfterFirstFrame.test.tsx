import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstFrame } from './AfterFirstFrame';

function page(entry = '/pagina') {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <h1>Pagina</h1>
      <AfterFirstFrame>
        <p>Verder op de pagina</p>
      </AfterFirstFrame>
    </MemoryRouter>
  );
}

describe('AfterFirstFrame', () => {
  afterEach(() => {
    delete document.documentElement.dataset.area;
    vi.useRealTimers();
  });

  it('renders its part at once on the server and on a first load (hydration sees the same HTML)', () => {
    expect(renderToString(page())).toContain('Verder op de pagina');
    render(page());
    expect(screen.getByText('Verder op de pagina')).not.toBeNull();
  });

  it('after a tap on a live page, renders its part once the first frame has been painted', async () => {
    vi.useFakeTimers();
    document.documentElement.dataset.area = 'ready';
    const { container } = render(page());
    expect(screen.getByRole('heading', { name: 'Pagina' })).not.toBeNull();
    expect(screen.queryByText('Verder op de pagina')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('Verder op de pagina')).not.toBeNull();
  });

  it('renders at once when the address names an anchor, which may lie in its part', () => {
    document.documentElement.dataset.area = 'ready';
    render(page('/pagina#verder'));
    expect(screen.getByText('Verder op de pagina')).not.toBeNull();
  });
});
