import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServicesOverviewPage } from './ServicesOverviewPage';

function renderOverview() {
  return render(
    <MemoryRouter>
      <ServicesOverviewPage />
    </MemoryRouter>,
  );
}

describe('ServicesOverviewPage', () => {
  it('shows the heading with an intro line', () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Onze diensten' })).toBeTruthy();
    expect(screen.getByText(/digitale oplossingen die jouw bedrijf laten groeien/)).toBeTruthy();
  });

  it('shows the five services of the spec with their extra lines and canonical links', () => {
    renderOverview();
    const cards = within(screen.getByRole('list', { name: 'Alle diensten' })).getAllByRole('article');
    const summary = cards.map((card) => ({
      title: within(card).getByRole('heading', { level: 2 }).textContent,
      link: within(card)
        .getByRole('link', { name: /^Meer informatie/ })
        .getAttribute('href'),
    }));
    expect(summary).toEqual([
      { title: 'Webontwikkeling', link: '/diensten/webontwikkeling' },
      { title: 'Webshops', link: '/diensten/webshops' },
      { title: 'UI/UX Design', link: '/diensten/design' },
      { title: 'SEO & Performance', link: '/diensten/seo' },
      { title: 'Onderhoud en Support', link: '/diensten/support' },
    ]);
    for (const extraLine of [
      'Van concept tot implementatie',
      'E-commerce oplossingen op maat',
      'User-centered design',
      'Zichtbaarheid verhogen',
      'Preventief en correctief',
    ]) {
      expect(screen.getByText(extraLine)).toBeTruthy();
    }
  });

  it('gives every card an illustration with alt text and a link named after its service', () => {
    renderOverview();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);
    for (const image of images) expect(image.getAttribute('alt')).not.toBe('');
    expect(screen.getByRole('link', { name: 'Meer informatie over Webshops' }).getAttribute('href')).toBe(
      '/diensten/webshops',
    );
  });
});
