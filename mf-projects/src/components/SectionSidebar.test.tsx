import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectSections } from '../content/project-sections';
import type { ProjectSectionId } from '../content/projects';
import { SectionSidebar } from './SectionSidebar';

function renderSidebar(active: ProjectSectionId | 'none') {
  render(<SectionSidebar label="Projectcategorieën" sections={projectSections} active={active} />);
  return screen.getByRole('navigation', { name: 'Projectcategorieën', hidden: true });
}

const buttonsOf = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link', { hidden: true })
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current'),
    }));

describe('SectionSidebar', () => {
  it('in websites: Websites (current) and Webshops', () => {
    expect(buttonsOf(renderSidebar('websites'))).toEqual([
      { name: 'Websites', href: '#websites', current: 'true' },
      { name: 'Webshops', href: '#webstores', current: null },
    ]);
  });

  it('in webstores: Websites, Webshops (current) and Landingpages', () => {
    expect(buttonsOf(renderSidebar('webstores'))).toEqual([
      { name: 'Websites', href: '#websites', current: null },
      { name: 'Webshops', href: '#webstores', current: 'true' },
      { name: 'Landingpages', href: '#landingpages', current: null },
    ]);
  });

  it('in landingpages: Webshops and Landingpages (current)', () => {
    expect(buttonsOf(renderSidebar('landingpages'))).toEqual([
      { name: 'Webshops', href: '#webstores', current: null },
      { name: 'Landingpages', href: '#landingpages', current: 'true' },
    ]);
  });

  it('styles the current button differently from its neighbours', () => {
    const [websites, webshops] = within(renderSidebar('websites')).getAllByRole('link');
    expect(websites?.className).not.toBe(webshops?.className);
  });

  it('has no buttons and marks itself as empty when no section is in view', () => {
    const nav = renderSidebar('none');
    expect(buttonsOf(nav)).toEqual([]);
    expect(nav.dataset.activeSection).toBe('none');
  });
});
