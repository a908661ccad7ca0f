import { documentTitle } from '@codekade/shared/page-meta';
import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServiceDetail } from '../content/service-detail';
import { serviceCardAnchor } from '../content/service-detail';
import { loadServiceDetail } from '../content/service-detail-loads';
import { serviceLabels } from '../content/service-labels';
import { serviceNotFound } from '../content/service-not-found';
import { findService, type ServiceName } from '../content/services';
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

function titleOf(name: ServiceName): string {
  const service = findService(name);
  if (!service) throw new Error(`no service named ${name}`);
  return service.title;
}

function cardTitles(): string[] {
  const grid = screen.getAllByRole('region').find((region) => within(region).queryAllByRole('article').length > 0);
  if (!grid) throw new Error('no card grid on the page');
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('ServiceDetailPage', () => {
  const details = new Map<ServiceName, ServiceDetail>();
  const detailOf = (name: ServiceName): ServiceDetail => {
    const detail = details.get(name);
    if (!detail) throw new Error(`no text loaded for ${name}`);
    return detail;
  };
  // A page whose text has arrived (the warm-up's work) renders in its first render: these tests read
  // the page at once, with no waiting (ServiceDetailPage.loading.test.tsx covers the wait).
  beforeAll(async () => {
    for (const name of ['webontwikkeling', 'webshops', 'design', 'seo', 'support'] as const) {
      details.set(name, await loadServiceDetail(name));
    }
  });

  // The card count of each service is what the product requires; titles and texts are content.
  it.each([
    ['webontwikkeling', 5],
    ['webshops', 6],
    ['design', 6],
    ['seo', 6],
    ['support', 5],
  ] as const)('%s shows its hero and %i cards', (serviceName, cardCount) => {
    const detail = detailOf(serviceName);
    renderDetail(serviceName);
    expect(screen.getByRole('heading', { level: 1, name: titleOf(serviceName) })).toBeTruthy();
    expect(cardTitles()).toEqual(detail.cards.map((card) => card.title));
    expect(cardTitles()).toHaveLength(cardCount);
    expect(document.title).toBe(documentTitle(titleOf(serviceName)));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(detail.description);
  });

  it('lists features on cards that are not links', () => {
    renderDetail('webontwikkeling');
    for (const content of detailOf('webontwikkeling').cards) {
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
