import type { Page } from '@playwright/test';
import { showcaseCategories, showcaseTexts } from 'mf-projects/content/showcase';
import { openRendered } from '../support/rendered';
import { publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

/**
 * The portfolio reads as designed sets (issue 51): in every grid of /projecten and of the video grids,
 * at a phone's, a tablet's and a desktop's width, the cards are of one size, lead the same way (all to
 * the client's site in a new tab, or all to the project's own page) with the same call to action, and
 * from tablet width on no card stands alone in a last row; on a project's own page its buttons keep
 * their distance from the "Wat we bouwden" list.
 */
const widths = [320, 768, 1280] as const;
const gridPages = ['/projecten', showcaseCategories.websites.path, showcaseCategories.webshops.path];
const casePages = publicRoutes.map((route) => route.path).filter((path) => /^\/projecten\/\w+\/\d+$/.test(path));

interface GridShape {
  cards: number;
  rowSizes: number[];
  widths: number[];
  leads: string[];
  hints: string[];
}

/** Every card grid of the page's content: its rows, its cards' widths, where they lead and their hint's arrow. */
const gridShapes = (page: Page) =>
  page.evaluate((): GridShape[] =>
    [...document.querySelectorAll('main [data-grid]')].map((grid) => {
      const cards = [...grid.children];
      const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
      const rowSizes = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
      return {
        cards: cards.length,
        rowSizes,
        widths: cards.map((card) => Math.round(card.getBoundingClientRect().width)),
        leads: cards.map((card) => {
          const link = card.querySelector('a[href]');
          if (!link) return 'no link';
          return link.getAttribute('href')?.startsWith('/') ? 'own page' : `site ${link.getAttribute('target')}`;
        }),
        // The call to action's shape: its arrow (→ a page of the site, ↗ another site).
        hints: cards.map((card) => card.querySelector('[aria-hidden="true"]')?.textContent?.trim().slice(-1) ?? ''),
      };
    }),
  );

for (const path of gridPages) {
  for (const width of widths) {
    test(`${path} at ${width} px: every grid is one set (one card size, one way on, no lone last card)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRendered(page, path);
      const grids = await gridShapes(page);
      expect(grids.length).toBeGreaterThan(0);
      for (const grid of grids) {
        expect(new Set(grid.widths).size, `card widths ${grid.widths}`).toBe(1);
        expect(new Set(grid.leads).size, `where the cards lead: ${grid.leads}`).toBe(1);
        expect(new Set(grid.hints).size, `the cards' calls to action: ${grid.hints}`).toBe(1);
        if (width >= 768 && grid.cards > 1) {
          expect(grid.rowSizes.at(-1), `cards per row: ${grid.rowSizes}`).toBeGreaterThan(1);
        }
      }
    });
  }
}

for (const path of casePages) {
  test(`${path}: the buttons keep their distance from the "${showcaseTexts.highlightsTitle}" list at 320, 768 and 1280 px`, async ({
    page,
  }) => {
    await openRendered(page, path);
    const highlights = page.getByRole('region', { name: showcaseTexts.highlightsTitle });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const list = await highlights.getByRole('list').boundingBox();
      const firstButton = await highlights.getByRole('link').first().boundingBox();
      if (!list || !firstButton) throw new Error('No list or no button in the highlights.');
      expect(firstButton.y - (list.y + list.height), `gap at ${width} px`).toBeGreaterThanOrEqual(16);
    }
  });
}
