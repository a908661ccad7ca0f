import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
});
