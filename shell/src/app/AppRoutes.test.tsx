import { navLabels, notFoundWaysOn, siteAreas } from '@codekade/platform/site-menus';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteAreasContext } from '../lib/site-areas';
import { AppRoutes } from './AppRoutes';

/** The routes with the registry's areas, as a page learns them from the discovery document. */
const withAreas = (routes: ReactNode) => (
  <SiteAreasContext.Provider value={siteAreas}>{routes}</SiteAreasContext.Provider>
);

function Address() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

describe('AppRoutes', () => {
  it.each([
    ['/Diensten/SEO/?utm_source=x', '/diensten/seo?utm_source=x'],
    ['/diensten/', '/diensten'],
    ['/diensten/web%73hop', '/diensten/webshop'],
  ])('sends %s to its canonical address %s, as the composer does', async (start, canonical) => {
    render(
      <MemoryRouter initialEntries={[start]}>
        {withAreas(<AppRoutes renderArea={(remote) => <p>{remote}</p>} />)}
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByText('mf_services')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(canonical);
  });

  it('gives an unknown address the 404 page with a way to every other area, and home by its button', () => {
    render(
      <MemoryRouter initialEntries={['/bestaat-niet']}>
        {withAreas(<AppRoutes renderArea={(remote) => <p>{remote}</p>} />)}
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: notFoundText.title })).toBeDefined();
    const waysOn = screen.getByRole('navigation', { name: notFoundWaysOn.title });
    const links = within(waysOn)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The seed's four, exactly; an area `pnpm new:remote` adds follows them, as the document lists it.
    const seedWaysOn = [
      [navLabels.services, paths.services],
      [navLabels.projects, paths.projects],
      [navLabels.about, paths.about],
      [navLabels.contact, paths.contact],
    ];
    expect(links.slice(0, seedWaysOn.length)).toEqual(seedWaysOn);
    expect(links).toEqual(notFoundWaysOn.links.map(({ label, to }) => [label, to]));
    expect(screen.getByRole('link', { name: notFoundText.backToHome }).getAttribute('href')).toBe(paths.home);
  });
});
