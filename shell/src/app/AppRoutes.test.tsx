import { notFoundText } from '@codekade/shared/not-found-texts';
import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { navLabels, notFoundWaysOn } from '../content/navigation';
import { AppRoutes } from './AppRoutes';

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
        <AppRoutes renderArea={(remote) => <p>{remote}</p>} />
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByText('mf_services')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(canonical);
  });

  it('gives an unknown address the 404 page with a way to every other area, and home by its button', () => {
    render(
      <MemoryRouter initialEntries={['/bestaat-niet']}>
        <AppRoutes renderArea={(remote) => <p>{remote}</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: notFoundText.title })).toBeDefined();
    const waysOn = screen.getByRole('navigation', { name: notFoundWaysOn.title });
    const links = within(waysOn)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [navLabels.services, paths.services],
      [navLabels.projects, paths.projects],
      [navLabels.about, paths.about],
      [navLabels.contact, paths.contact],
    ]);
    expect(screen.getByRole('link', { name: notFoundText.backToHome }).getAttribute('href')).toBe(paths.home);
  });
});
