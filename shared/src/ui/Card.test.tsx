import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { CardLink } from './CardLink';

describe('Card', () => {
  it('is an article labelled by its heading, with the caller class added to its own', () => {
    render(
      <Card labelledBy="card-title" className="caller">
        <h2 id="card-title">Webshops</h2>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Webshops' });
    expect(card.classList).toContain('caller');
    expect(card.classList.length).toBe(2);
  });

  it('adds one class for each of tone, media and interactive', () => {
    const { container } = render(
      <Card as="section" tone="tinted" media interactive>
        <p>Tekst</p>
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card.tagName).toBe('SECTION');
    expect(card.classList.length).toBe(4);
  });
});

describe('CardLink', () => {
  it('is a router link for an address inside the site', () => {
    render(
      <MemoryRouter>
        <CardLink to="/projecten/websites/1">Bol en Breisel</CardLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Bol en Breisel' });
    expect(link.getAttribute('href')).toBe('/projecten/websites/1');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens an outside address in a new tab and says so to screen readers', () => {
    render(
      <CardLink href="https://example.org/" newTabHint="(opent in een nieuw tabblad)">
        Voorbeeld
      </CardLink>,
    );
    const link = screen.getByRole('link', { name: 'Voorbeeld (opent in een nieuw tabblad)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
