import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServiceDetailPage } from './ServiceDetailPage';

function renderDetail(serviceName: string) {
  return render(
    <MemoryRouter initialEntries={[`/diensten/${serviceName}`]}>
      <Routes>
        <Route path="/diensten/:serviceName" element={<ServiceDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function cardTitles(): string[] {
  const grid = screen.getAllByRole('region').find((region) => within(region).queryAllByRole('article').length > 0);
  if (!grid) throw new Error('no card grid on the page');
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('ServiceDetailPage', () => {
  it.each([
    ['webontwikkeling', 'Webontwikkeling', 5],
    ['webshops', 'Webshops', 6],
    ['design', 'UI/UX Design', 6],
    ['seo', 'SEO & Performance', 6],
    ['support', 'Onderhoud en Support', 5],
  ])('%s shows the hero %s and %i cards', (serviceName, title, cardCount) => {
    renderDetail(serviceName);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(cardTitles()).toHaveLength(cardCount);
    expect(document.title).toBe(`Codekade - ${title}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Codekade/);
  });

  it('covers the topics of the spec for SEO', () => {
    renderDetail('seo');
    expect(cardTitles()).toEqual([
      'Technische SEO',
      'On-page SEO',
      'Off-page SEO',
      'Strategie en analyse',
      'Content',
      'Lokale SEO',
    ]);
  });

  it('lists features on cards that are not links', () => {
    renderDetail('webontwikkeling');
    const card = screen.getByRole('article', { name: 'Databasebeheer' });
    expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(2);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.getAttribute('id')).toBe('databasebeheer');
  });

  it('ends with a call to action to the contact page', () => {
    renderDetail('support');
    expect(screen.getByRole('link', { name: 'Neem contact op' }).getAttribute('href')).toBe('/contact');
  });

  it('shows Service Not Found with a way back for an unknown name', () => {
    renderDetail('blockchain');
    expect(screen.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeTruthy();
    expect(screen.getByText(/Deze dienst bestaat niet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk alle diensten' }).getAttribute('href')).toBe('/diensten');
    expect(document.title).toBe('Codekade - Service Not Found');
  });
});
