import { notFoundText } from '@codekade/shared/not-found-texts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryServiceDetail } from './content/service-detail-loads';
import { serviceLabels } from './content/service-labels';
import { findService } from './content/services';
import ServicesRoutes from './routes';

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label="pad">{pathname + hash}</output>;
}

function renderArea(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/diensten/*" element={<ServicesRoutes />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('services routes', () => {
  // Routing, not loading, is what these tests are about: the pages' texts are there, as after the warm-up.
  beforeAll(() => loadEveryServiceDetail());

  it.each([
    ['/diensten/webshop', '/diensten/webshops', findService('webshops')?.title],
    ['/diensten/ux-ui', '/diensten/design', findService('design')?.title],
    ['/diensten/webshop#betaalintegraties', '/diensten/webshops#betaalintegraties', findService('webshops')?.title],
  ])('redirects the alias %s to %s', async (from, to, title) => {
    renderArea(from);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'pad' }).textContent).toBe(to);
  });

  it('renders the overview at the area root', () => {
    renderArea('/diensten');
    expect(screen.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeTruthy();
  });

  it('gives deeper unknown paths the 404 page', () => {
    renderArea('/diensten/seo/extra');
    expect(screen.getByRole('heading', { level: 1, name: notFoundText.title })).toBeTruthy();
  });
});
