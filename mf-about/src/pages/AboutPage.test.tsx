import { paths } from '@codekade/shared/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type AboutSection, aboutIntro, aboutSections, aboutTitle } from '../content/about';
import { AboutPage } from './AboutPage';

function renderAbout() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

/** The story has seven sections and three buttons: counts the product requires, not copy. */
const SECTION_COUNT = 7;
const BUTTON_COUNT = 3;

const approachSection = aboutSections.find((section) => section.steps) as AboutSection;

const sectionsWithButton = aboutSections.filter(
  (section): section is AboutSection & Required<Pick<AboutSection, 'callToAction'>> => !!section.callToAction,
);

describe('AboutPage', () => {
  it('has one h1 with an intro', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([aboutTitle]);
    expect(screen.getByText(aboutIntro)).toBeTruthy();
  });

  it('tells the story in seven sections, in order, each with its own h2', () => {
    renderAbout();
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(SECTION_COUNT);
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      aboutSections.map((section) => section.title),
    );
    for (const section of sections) {
      expect(section.querySelectorAll('p').length).toBeGreaterThan(0);
    }
  });

  it('links its three buttons to the contact and services pages', () => {
    renderAbout();
    expect(sectionsWithButton).toHaveLength(BUTTON_COUNT);
    for (const { callToAction } of sectionsWithButton) {
      expect(screen.getByRole('link', { name: callToAction.label }).getAttribute('href')).toBe(callToAction.to);
    }
    expect(sectionsWithButton.map(({ callToAction }) => callToAction.to)).toEqual([
      paths.contact,
      paths.services,
      paths.contact,
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(BUTTON_COUNT);
  });

  it('puts each button in the section it belongs to', () => {
    renderAbout();
    for (const { callToAction, title } of sectionsWithButton) {
      const link = screen.getByRole('link', { name: callToAction.label });
      expect(link.closest('section')?.querySelector('h2')?.textContent).toBe(title);
    }
  });

  it('shows the approach as numbered steps under h3 headings', () => {
    renderAbout();
    const approach = screen.getByRole('region', { name: approachSection.title });
    const stepHeadings = within(approach).getAllByRole('heading', { level: 3 });
    expect(stepHeadings.map((heading) => heading.textContent)).toEqual(
      approachSection.steps?.map((step) => step.title),
    );
  });
});
