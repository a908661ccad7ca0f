import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServicePictures } from '../content/service-detail-loads';
import { serviceLabels } from '../content/service-labels';
import { services, servicesIntro } from '../content/services';
import { ServicesOverviewPage } from './ServicesOverviewPage';

/** The overview shows the five services the product offers. */
const SERVICE_COUNT = 5;

function renderOverview() {
  return render(
    <MemoryRouter>
      <ServicesOverviewPage />
    </MemoryRouter>,
  );
}

describe('ServicesOverviewPage', () => {
  // The pictures' chunk has arrived (the composer preloads it; after a tap the warm-up has loaded it):
  // the page renders in its first render.
  beforeAll(() => loadServicePictures());

  it('shows the heading with an intro line', () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: serviceLabels.overviewTitle })).toBeTruthy();
    expect(screen.getByText(servicesIntro)).toBeTruthy();
  });

  it('shows the five services with their extra lines and canonical links', () => {
    renderOverview();
    // The list's heading is hidden from view (the spec names none), but it keeps the heading levels in order.
    expect(screen.getByRole('heading', { level: 2, name: serviceLabels.overviewListLabel })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: serviceLabels.overviewListLabel })).getAllByRole('article');
    const summary = cards.map((card) => ({
      title: within(card).getByRole('heading', { level: 3 }).textContent,
      link: within(card)
        .getByRole('link', { name: new RegExp(`^${serviceLabels.moreInfo}`) })
        .getAttribute('href'),
    }));
    expect(summary).toEqual(services.map((service) => ({ title: service.title, link: paths.service(service.name) })));
    expect(summary).toHaveLength(SERVICE_COUNT);
    for (const service of services) {
      expect(screen.getByText(service.extraInfo)).toBeTruthy();
    }
  });

  it('gives every card an illustration with alt text and a link named after its service', () => {
    renderOverview();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(SERVICE_COUNT);
    for (const image of images) expect(image.getAttribute('alt')).not.toBe('');
    for (const service of services) {
      const name = `${serviceLabels.moreInfo} ${serviceLabels.moreInfoAbout(service.title)}`;
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(paths.service(service.name));
    }
  });
});
