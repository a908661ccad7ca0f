import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './AboutPage';

function renderAbout() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

const SECTION_TITLES = [
  'Visie',
  'Onze Reis',
  'Aanpak',
  'Onze Diensten',
  'Toewijding',
  'Betrokkenheid bij de Gemeenschap',
  'Neem Contact Op',
];

describe('AboutPage', () => {
  it('has one h1 with an intro', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Over Ons']);
    expect(screen.getByText(/klein webbureau aan de Amsterdamse Houtmankade/)).toBeTruthy();
  });

  it('tells the story in the seven sections of the spec, in order, each with its own h2', () => {
    renderAbout();
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      SECTION_TITLES,
    );
    for (const section of sections) {
      expect(section.querySelectorAll('p').length).toBeGreaterThan(0);
    }
  });

  it('links its three buttons to the contact and services pages', () => {
    renderAbout();
    const target = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(target('Neem contact op voor jouw digitale oplossing!')).toBe('/contact');
    expect(target('Ontdek onze diensten')).toBe('/diensten');
    expect(target('Contacteer ons')).toBe('/contact');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('puts each button in the section it belongs to', () => {
    renderAbout();
    const sectionOf = (name: string) =>
      screen.getByRole('link', { name }).closest('section')?.querySelector('h2')?.textContent;
    expect(sectionOf('Neem contact op voor jouw digitale oplossing!')).toBe('Aanpak');
    expect(sectionOf('Ontdek onze diensten')).toBe('Onze Diensten');
    expect(sectionOf('Contacteer ons')).toBe('Neem Contact Op');
  });

  it('shows the approach as numbered steps under h3 headings', () => {
    renderAbout();
    const approach = screen.getByRole('region', { name: 'Aanpak' });
    expect(within(approach).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
