import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

/** Renders the page and waits for the parts below the fold, which load on their own. */
async function renderHomePage() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  // The spec's seven sections: hero, welcome, why us, process, info, contact and reviews.
  await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(7));
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('HomePage', () => {
  it('has one h1 and its sections in the spec order', async () => {
    await renderHomePage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(sections).toEqual([
      'hero-title',
      'welcome-title',
      'why-us-title',
      'process-title',
      'info-tabs-title',
      'contact-block-title',
      'reviews-title',
    ]);
  });

  it('links its calls to action to the right pages', async () => {
    await renderHomePage();
    expect(hrefOf('Ontdek onze diensten')).toBe('/diensten');
    expect(hrefOf('Neem Contact Op')).toBe('/contact');
    expect(hrefOf('Meer informatie')).toBe('/over-ons');
    expect(hrefOf('Bezoek onze contactpagina')).toBe('/contact');
    expect(hrefOf(/Meer over webontwikkeling/)).toBe('/diensten/webontwikkeling');
    expect(hrefOf(/020 894 31 57/)).toBe('tel:+31208943157');
    expect(hrefOf(/hallo@codekade\.nl/)).toBe('mailto:hallo@codekade.nl');
  });

  it('shows the three why-us points and the eight process steps in order', async () => {
    await renderHomePage();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Maatwerk', 'Kwaliteit en betrouwbaarheid', 'Innovatieve technologie']);
    expect(headings.slice(3, 11)).toEqual([
      'Start nu',
      'Contact',
      'Doelen en wensen',
      'Design en UX/UI',
      'Ontwikkeling',
      'Testen',
      'Lancering',
      'Nazorg',
    ]);
  });
});
