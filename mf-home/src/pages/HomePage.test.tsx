import { provideSlotSource } from '@codekade/shared/fragment-slots';
import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contactBlock } from '../content/contact-block';
import { serviceBanners } from '../content/hero';
import { infoTabsIntro } from '../content/info-tabs';
import { processIntro, processSteps } from '../content/process-steps';
import { welcome } from '../content/welcome';
import { whyUsPoints } from '../content/why-us';
import { HomePage } from './HomePage';

/**
 * Renders the page and waits for the parts below the fold, which load on their own: the page's seven
 * sections (hero, welcome, why us, process, info, contact and reviews), and the recent work when its
 * slot has content. Loading the deferred chunks is slow on a busy machine, so wait well past waitFor's
 * one-second default. In an awaited act: React retries a part that waited only then.
 */
async function renderHomePage(sections = 7) {
  await act(async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
  });
  await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(sections), { timeout: 5000 });
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('HomePage', () => {
  it('has one h1 and its sections in order, hero first and reviews last', async () => {
    await renderHomePage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(sections).toEqual([
      'hero-title',
      'welcome-title',
      'why-us-title',
      'process-title',
      'info-tabs-title',
      'contact-block-title',
      'reviews-title',
    ]);
  });

  it('links its calls to action to the right pages', async () => {
    await renderHomePage();
    expect(hrefOf(welcome.cta.label)).toBe(paths.services);
    expect(hrefOf(processIntro.cta.label)).toBe(paths.contact);
    expect(hrefOf(infoTabsIntro.moreLabel)).toBe(paths.about);
    expect(hrefOf(contactBlock.cta.label)).toBe(paths.contact);
    expect(hrefOf(serviceBanners[0].linkLabel)).toBe(paths.service('webontwikkeling'));
    expect(hrefOf(new RegExp(siteConfig.phone.display))).toBe(siteConfig.phone.href);
    expect(hrefOf(new RegExp(siteConfig.email))).toBe(`mailto:${siteConfig.email}`);
  });

  it('shows the three why-us points and the eight process steps in order', async () => {
    await renderHomePage();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(whyUsPoints).toHaveLength(3);
    expect(processSteps).toHaveLength(8);
    expect(headings.slice(0, 3)).toEqual(whyUsPoints.map((point) => point.title));
    expect(headings.slice(3, 11)).toEqual(processSteps.map((step) => step.title));
  });

  it("shows the projects' recent work after why us, as their slot gives it", async () => {
    // What the projects area publishes is theirs; the home page only names the place.
    const band = '<section aria-labelledby="band-title"><h2 id="band-title">Werk</h2></section>';
    provideSlotSource(async () => ({ html: band, css: '' }));
    try {
      await renderHomePage(8);
      const sections = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
      expect(sections.slice(2, 5)).toEqual(['why-us-title', 'band-title', 'process-title']);
    } finally {
      provideSlotSource(undefined);
    }
  });
});
