import { paths } from '@codekade/shared/routes';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type InfoTab, infoTabs, infoTabsIntro } from '../content/info-tabs';
import { InfoTabs } from './InfoTabs';

/** Three tabs, the first selected at load: what the product requires; names and texts are content. */
const [vision, approach, commitment] = infoTabs as unknown as [InfoTab, InfoTab, InfoTab];

function renderInfoTabs() {
  render(
    <MemoryRouter>
      <InfoTabs />
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('InfoTabs', () => {
  it('opens with Visie, showing one panel that links to the about page', () => {
    renderInfoTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      vision.title,
      approach.title,
      commitment.title,
    ]);
    expect(selectedTab().textContent).toBe(vision.title);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('link', { name: infoTabsIntro.moreLabel }).getAttribute('href')).toBe(paths.about);
  });

  it('shows the clicked tab only', () => {
    renderInfoTabs();
    fireEvent.click(screen.getByRole('tab', { name: commitment.title }));
    expect(selectedTab().textContent).toBe(commitment.title);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab().id);
    expect(panel.textContent).toContain(commitment.content.title);
    expect(screen.getByRole('link', { name: infoTabsIntro.moreLabel }).getAttribute('href')).toBe(paths.about);
  });

  it('moves between tabs with the arrow keys, Home and End, with a roving tabindex', () => {
    renderInfoTabs();
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab(vision.title).focus();
    fireEvent.keyDown(tab(vision.title), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe(approach.title);
    expect(document.activeElement).toBe(tab(approach.title));
    expect(tab(approach.title).tabIndex).toBe(0);
    expect(tab(vision.title).tabIndex).toBe(-1);
    fireEvent.keyDown(tab(approach.title), { key: 'End' });
    expect(selectedTab().textContent).toBe(commitment.title);
    fireEvent.keyDown(tab(commitment.title), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe(vision.title);
    fireEvent.keyDown(tab(vision.title), { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe(commitment.title);
    fireEvent.keyDown(tab(commitment.title), { key: 'Home' });
    expect(selectedTab().textContent).toBe(vision.title);
  });
});
