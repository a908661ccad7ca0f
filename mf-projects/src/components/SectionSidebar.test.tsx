import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectSectionId } from '../content/project-sections';
import { projectSections } from '../content/project-sections';
import { projectsPage } from '../content/projects-page';
import { SectionSidebar } from './SectionSidebar';

function renderSidebar(active: ProjectSectionId | 'none') {
  render(<SectionSidebar label={projectsPage.sidebarLabel} sections={projectSections} active={active} />);
  return screen.getByRole('navigation', { name: projectsPage.sidebarLabel, hidden: true });
}

const labelOf = (id: ProjectSectionId) => projectSections.find((section) => section.id === id)?.sidebarLabel;
const websites = labelOf('websites');
const webshops = labelOf('webstores');
const landingpages = labelOf('landingpages');

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
      { name: websites, href: '#websites', current: 'true' },
      { name: webshops, href: '#webstores', current: null },
    ]);
  });

  it('in webstores: Websites, Webshops (current) and Landingpages', () => {
    expect(buttonsOf(renderSidebar('webstores'))).toEqual([
      { name: websites, href: '#websites', current: null },
      { name: webshops, href: '#webstores', current: 'true' },
      { name: landingpages, href: '#landingpages', current: null },
    ]);
  });

  it('in landingpages: Webshops and Landingpages (current)', () => {
    expect(buttonsOf(renderSidebar('landingpages'))).toEqual([
      { name: webshops, href: '#webstores', current: null },
      { name: landingpages, href: '#landingpages', current: 'true' },
    ]);
  });

  it('styles the current button differently from its neighbours', () => {
    const [current, neighbour] = within(renderSidebar('websites')).getAllByRole('link');
    expect(current?.className).not.toBe(neighbour?.className);
  });

  it('has no buttons and marks itself as empty when no section is in view', () => {
    const nav = renderSidebar('none');
    expect(buttonsOf(nav)).toEqual([]);
    expect(nav.dataset.activeSection).toBe('none');
  });

  it('keeps one slot per section in the same order in every state, so no button moves when the section changes', () => {
    for (const active of ['none', 'websites', 'webstores', 'landingpages'] as const) {
      const nav = renderSidebar(active);
      expect(
        within(nav)
          .getAllByRole('listitem', { hidden: true })
          .map((item) => item.textContent),
      ).toEqual([websites, webshops, landingpages]);
      cleanup();
    }
  });
});
