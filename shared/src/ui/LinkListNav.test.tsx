import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkListNav } from './LinkListNav';

describe('LinkListNav', () => {
  it('is a navigation landmark named by its heading, with one list item per link', () => {
    render(
      <MemoryRouter>
        <LinkListNav
          id="links-title"
          title="Snelle links"
          links={[
            { label: 'Diensten', to: '/diensten' },
            { label: 'Contact', to: '/contact' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Snelle links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Diensten', '/diensten'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });
});
