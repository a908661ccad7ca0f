import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SinglePageRoutes } from './SinglePageRoutes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/over-ons/*" element={<SinglePageRoutes page={<h1>De pagina</h1>} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SinglePageRoutes', () => {
  it('shows the page at the area root', () => {
    renderAt('/over-ons');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('De pagina');
  });

  it('shows the not-found page for any deeper path', () => {
    renderAt('/over-ons/onbekend');
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('De pagina');
    expect(screen.queryByText('De pagina')).toBeNull();
  });
});
