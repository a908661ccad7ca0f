import { paths } from '@codekade/shared/routes';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroIntro, heroRotationLabels, type ServiceBanner, serviceBanners } from '../content/hero';
import { Hero } from './Hero';
import styles from './Hero.module.css';

/** The hero has three tabs (a count the product requires); their names and texts come from the content. */
const [websites, webshops, seo] = serviceBanners as unknown as [ServiceBanner, ServiceBanner, ServiceBanner];

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
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', heroIntro.title);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([websites.name, webshops.name, seo.name]);
    expect(selectedTabName()).toBe(websites.name);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: websites.name }).id,
    );
  });

  it('advances every 5000 ms and cycles back to Websites', () => {
    renderHero();
    advance(4999);
    expect(selectedTabName()).toBe(websites.name);
    advance(1);
    expect(selectedTabName()).toBe(webshops.name);
    advance(5000);
    expect(selectedTabName()).toBe(seo.name);
    advance(5000);
    expect(selectedTabName()).toBe(websites.name);
  });

  it('links each tab panel to its service page', () => {
    renderHero();
    const expected = [
      [websites.name, paths.service('webontwikkeling')],
      [webshops.name, paths.service('webshops')],
      [seo.name, paths.service('seo')],
    ] as const;
    for (const [name, href] of expected) {
      fireEvent.click(screen.getByRole('tab', { name }));
      const panel = screen.getByRole('tabpanel');
      expect(panel.querySelector('a')?.getAttribute('href')).toBe(href);
    }
  });

  it('pauses for 10000 ms after a manual selection, then resumes the 5000 ms cycle', () => {
    renderHero();
    advance(3000);
    fireEvent.click(screen.getByRole('tab', { name: seo.name }));
    expect(selectedTabName()).toBe(seo.name);
    advance(10000);
    expect(selectedTabName()).toBe(seo.name);
    advance(4999);
    expect(selectedTabName()).toBe(seo.name);
    advance(1);
    expect(selectedTabName()).toBe(websites.name);
    advance(5000);
    expect(selectedTabName()).toBe(webshops.name);
  });

  it('restarts the pause when the visitor selects again during it', () => {
    renderHero();
    fireEvent.click(screen.getByRole('tab', { name: webshops.name }));
    advance(8000);
    fireEvent.click(screen.getByRole('tab', { name: websites.name }));
    advance(14999);
    expect(selectedTabName()).toBe(websites.name);
    advance(1);
    expect(selectedTabName()).toBe(webshops.name);
  });

  it('keeps the previous picture briefly and restarts the picture on every change', () => {
    const { container } = renderHero();
    const leavingPictures = () => container.querySelectorAll(`.${styles.leavingPicture}`);
    const firstPicture = screen.getByRole('img');
    expect(firstPicture.getAttribute('aria-label')).toBe(websites.imageAlt);
    advance(5000);
    // The new picture comes in (from waiting, its animations start over); the old one fades out, hidden from AT.
    expect(screen.getByRole('img')).not.toBe(firstPicture);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(webshops.imageAlt);
    expect(screen.getByRole('img').classList).toContain(styles.enteringPicture);
    expect(leavingPictures()).toHaveLength(1);
    expect(leavingPictures()[0]?.getAttribute('aria-hidden')).toBe('true');
    advance(600);
    expect(leavingPictures()).toHaveLength(0);
    expect(firstPicture.classList).toContain(styles.waitingPicture);
  });

  it('starts a picture over as a new element when its tab returns while it still fades out', () => {
    renderHero();
    const firstPicture = screen.getByRole('img');
    fireEvent.click(screen.getByRole('tab', { name: webshops.name }));
    fireEvent.click(screen.getByRole('tab', { name: websites.name }));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(websites.imageAlt);
    expect(screen.getByRole('img')).not.toBe(firstPicture);
  });

  it('holds still while a mouse is over the hero and continues when it leaves', () => {
    renderHero();
    const hero = screen.getByRole('region', { name: heroIntro.title });
    fireEvent.pointerOver(hero, { pointerType: 'mouse' });
    advance(20000);
    expect(selectedTabName()).toBe(websites.name);
    fireEvent.pointerOut(hero, { pointerType: 'mouse' });
    advance(5000);
    expect(selectedTabName()).toBe(webshops.name);
  });

  it('holds still while a tab holds keyboard focus', () => {
    renderHero();
    const tab = screen.getByRole('tab', { name: websites.name });
    vi.spyOn(tab, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    act(() => tab.focus());
    advance(20000);
    expect(selectedTabName()).toBe(websites.name);
    act(() => tab.blur());
    advance(5000);
    expect(selectedTabName()).toBe(webshops.name);
  });

  it('can be stopped and started again with the pause button', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: heroRotationLabels.pause }));
    advance(30000);
    expect(selectedTabName()).toBe(websites.name);
    fireEvent.click(screen.getByRole('button', { name: heroRotationLabels.resume }));
    advance(5000);
    expect(selectedTabName()).toBe(webshops.name);
  });

  it('never advances when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderHero();
    advance(60000);
    expect(selectedTabName()).toBe(websites.name);
    expect(screen.queryByRole('button', { name: heroRotationLabels.pause })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: seo.name }));
    advance(60000);
    expect(selectedTabName()).toBe(seo.name);
  });

  it('follows the tabs pattern: arrow keys wrap, Home and End jump, only the selected tab is tabbable', () => {
    renderHero();
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab(websites.name).tabIndex).toBe(0);
    expect(tab(webshops.name).tabIndex).toBe(-1);
    expect(tab(websites.name).getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    act(() => tab(websites.name).focus());
    fireEvent.keyDown(tab(websites.name), { key: 'ArrowLeft' });
    expect(selectedTabName()).toBe(seo.name);
    expect(document.activeElement).toBe(tab(seo.name));
    expect(tab(seo.name).tabIndex).toBe(0);

    fireEvent.keyDown(tab(seo.name), { key: 'ArrowRight' });
    expect(selectedTabName()).toBe(websites.name);
    fireEvent.keyDown(tab(websites.name), { key: 'End' });
    expect(selectedTabName()).toBe(seo.name);
    fireEvent.keyDown(tab(seo.name), { key: 'Home' });
    expect(selectedTabName()).toBe(websites.name);
    expect(document.activeElement).toBe(tab(websites.name));
  });
});
