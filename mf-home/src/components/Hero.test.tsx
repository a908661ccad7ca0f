import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './Hero';

function renderHero() {
  return render(
    <MemoryRouter>
      <Hero />
    </MemoryRouter>,
  );
}

/**
 * Moves the fake clock one millisecond at a time: React applies a state update at the end of its act
 * scope, so one big step would start the next timer late and hide timing mistakes.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

function selectedTabName(): string | null {
  return screen.getByRole('tab', { selected: true }).textContent;
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('shows the h1 and three tabs with Websites selected first', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Innovatieve digitale oplossingen voor jouw bedrijf',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Websites', 'Webshops', 'SEO']);
    expect(selectedTabName()).toBe('Websites');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Websites' }).id,
    );
  });

  it('advances every 5000 ms and cycles back to Websites', () => {
    renderHero();
    advance(4999);
    expect(selectedTabName()).toBe('Websites');
    advance(1);
    expect(selectedTabName()).toBe('Webshops');
    advance(5000);
    expect(selectedTabName()).toBe('SEO');
    advance(5000);
    expect(selectedTabName()).toBe('Websites');
  });

  it('links each tab panel to its service page', () => {
    renderHero();
    const expected = {
      Websites: '/diensten/webontwikkeling',
      Webshops: '/diensten/webshops',
      SEO: '/diensten/seo',
    };
    for (const [name, href] of Object.entries(expected)) {
      fireEvent.click(screen.getByRole('tab', { name }));
      const panel = screen.getByRole('tabpanel');
      expect(panel.querySelector('a')?.getAttribute('href')).toBe(href);
    }
  });

  it('pauses for 10000 ms after a manual selection, then resumes the 5000 ms cycle', () => {
    renderHero();
    advance(3000);
    fireEvent.click(screen.getByRole('tab', { name: 'SEO' }));
    expect(selectedTabName()).toBe('SEO');
    advance(10000);
    expect(selectedTabName()).toBe('SEO');
    advance(4999);
    expect(selectedTabName()).toBe('SEO');
    advance(1);
    expect(selectedTabName()).toBe('Websites');
    advance(5000);
    expect(selectedTabName()).toBe('Webshops');
  });

  it('restarts the pause when the visitor selects again during it', () => {
    renderHero();
    fireEvent.click(screen.getByRole('tab', { name: 'Webshops' }));
    advance(8000);
    fireEvent.click(screen.getByRole('tab', { name: 'Websites' }));
    advance(14999);
    expect(selectedTabName()).toBe('Websites');
    advance(1);
    expect(selectedTabName()).toBe('Webshops');
  });

  it('keeps the previous picture briefly and restarts the picture on every change', () => {
    const { container } = renderHero();
    const firstPicture = screen.getByRole('img');
    expect(firstPicture.getAttribute('aria-label')).toMatch(/browservenster/);
    advance(5000);
    // The new picture is a fresh element (its animations start over); the old one fades out, hidden from AT.
    expect(screen.getByRole('img')).not.toBe(firstPicture);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/winkelwagen/);
    expect(container.querySelectorAll('svg[aria-hidden="true"][viewBox="0 0 400 280"]')).toHaveLength(1);
    advance(600);
    expect(container.querySelectorAll('svg[aria-hidden="true"][viewBox="0 0 400 280"]')).toHaveLength(0);
  });

  it('holds still while a mouse is over the hero and continues when it leaves', () => {
    renderHero();
    const hero = screen.getByRole('region', { name: 'Innovatieve digitale oplossingen voor jouw bedrijf' });
    fireEvent.pointerOver(hero, { pointerType: 'mouse' });
    advance(20000);
    expect(selectedTabName()).toBe('Websites');
    fireEvent.pointerOut(hero, { pointerType: 'mouse' });
    advance(5000);
    expect(selectedTabName()).toBe('Webshops');
  });

  it('holds still while a tab holds keyboard focus', () => {
    renderHero();
    const tab = screen.getByRole('tab', { name: 'Websites' });
    vi.spyOn(tab, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    act(() => tab.focus());
    advance(20000);
    expect(selectedTabName()).toBe('Websites');
    act(() => tab.blur());
    advance(5000);
    expect(selectedTabName()).toBe('Webshops');
  });

  it('can be stopped and started again with the pause button', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Automatisch wisselen pauzeren' }));
    advance(30000);
    expect(selectedTabName()).toBe('Websites');
    fireEvent.click(screen.getByRole('button', { name: 'Automatisch wisselen hervatten' }));
    advance(5000);
    expect(selectedTabName()).toBe('Webshops');
  });

  it('never advances when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderHero();
    advance(60000);
    expect(selectedTabName()).toBe('Websites');
    expect(screen.queryByRole('button', { name: /Automatisch wisselen/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'SEO' }));
    advance(60000);
    expect(selectedTabName()).toBe('SEO');
  });

  it('follows the tabs pattern: arrow keys wrap, Home and End jump, only the selected tab is tabbable', () => {
    renderHero();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Websites').tabIndex).toBe(0);
    expect(tab('Webshops').tabIndex).toBe(-1);
    expect(tab('Websites').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    act(() => tab('Websites').focus());
    fireEvent.keyDown(tab('Websites'), { key: 'ArrowLeft' });
    expect(selectedTabName()).toBe('SEO');
    expect(document.activeElement).toBe(tab('SEO'));
    expect(tab('SEO').tabIndex).toBe(0);

    fireEvent.keyDown(tab('SEO'), { key: 'ArrowRight' });
    expect(selectedTabName()).toBe('Websites');
    fireEvent.keyDown(tab('Websites'), { key: 'End' });
    expect(selectedTabName()).toBe('SEO');
    fireEvent.keyDown(tab('SEO'), { key: 'Home' });
    expect(selectedTabName()).toBe('Websites');
    expect(document.activeElement).toBe(tab('Websites'));
  });
});
