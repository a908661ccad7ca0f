import { documentTitle } from '@codekade/shared/page-meta';
import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { serviceCardAnchor } from '../content/service-detail';
import { serviceDetails, serviceNotFound } from '../content/service-details';
import { serviceLabels } from '../content/service-labels';
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
  // The card count of each service is what the product requires; titles and texts are content.
  it.each([
    ['webontwikkeling', 5],
    ['webshops', 6],
    ['design', 6],
    ['seo', 6],
    ['support', 5],
  ] as const)('%s shows its hero and %i cards', (serviceName, cardCount) => {
    const detail = serviceDetails[serviceName];
    renderDetail(serviceName);
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeTruthy();
    expect(cardTitles()).toEqual(detail.cards.map((card) => card.title));
    expect(cardTitles()).toHaveLength(cardCount);
    expect(document.title).toBe(documentTitle(detail.title));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(detail.description);
  });

  it('lists features on cards that are not links', () => {
    renderDetail('webontwikkeling');
    for (const content of serviceDetails.webontwikkeling.cards) {
      const card = screen.getByRole('article', { name: content.title });
      expect(within(card).getAllByRole('listitem')).toHaveLength(content.features.length);
      expect(within(card).queryByRole('link')).toBeNull();
      expect(card.getAttribute('id')).toBe(serviceCardAnchor(content));
    }
  });

  it('ends with a call to action to the contact page', () => {
    renderDetail('support');
    expect(screen.getByRole('link', { name: serviceLabels.contactButton }).getAttribute('href')).toBe(paths.contact);
  });

  it('shows Service Not Found with a way back for an unknown name', () => {
    renderDetail('blockchain');
    expect(screen.getByRole('heading', { level: 1, name: serviceNotFound.title })).toBeTruthy();
    expect(screen.getByText(serviceNotFound.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: serviceNotFound.backLabel }).getAttribute('href')).toBe(paths.services);
    expect(document.title).toBe(documentTitle(serviceNotFound.title));
  });
});
