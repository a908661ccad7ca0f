import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InfoTabs } from './InfoTabs';

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
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Visie', 'Aanpak', 'Toewijding']);
    expect(selectedTab().textContent).toBe('Visie');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Meer informatie' }).getAttribute('href')).toBe('/over-ons');
  });

  it('shows the clicked tab only', () => {
    renderInfoTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Toewijding' }));
    expect(selectedTab().textContent).toBe('Toewijding');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selectedTab().id);
    expect(panel.textContent).toContain('Jouw succes is ons succes');
    expect(screen.getByRole('link', { name: 'Meer informatie' }).getAttribute('href')).toBe('/over-ons');
  });

  it('moves between tabs with the arrow keys, Home and End, with a roving tabindex', () => {
    renderInfoTabs();
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Visie').focus();
    fireEvent.keyDown(tab('Visie'), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Aanpak');
    expect(document.activeElement).toBe(tab('Aanpak'));
    expect(tab('Aanpak').tabIndex).toBe(0);
    expect(tab('Visie').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Aanpak'), { key: 'End' });
    expect(selectedTab().textContent).toBe('Toewijding');
    fireEvent.keyDown(tab('Toewijding'), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Visie');
    fireEvent.keyDown(tab('Visie'), { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe('Toewijding');
    fireEvent.keyDown(tab('Toewijding'), { key: 'Home' });
    expect(selectedTab().textContent).toBe('Visie');
  });
});
