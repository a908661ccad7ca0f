import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import type { Locator, Page } from '@playwright/test';
import { processIntro } from 'mf-home/content/process-steps';
import { reviewsIntro } from 'mf-home/content/reviews';
import { whyUsIntro } from 'mf-home/content/why-us';
import { recentWork } from 'mf-projects/content/recent-work';
import { showcaseCategories } from 'mf-projects/content/showcase';
import { areaHeadings } from '../support/area-headings';
import { expect, portBase as sitePortBase, test, waitForHydration } from '../support/site';

/**
 * The recent-work band on the home page as a visitor meets it (issue 33): the projects area
 * publishes it, the composer puts it into the first HTML, and it leads to the projects' pages.
 */

const band = (page: Page) => page.getByRole('main').getByRole('region', { name: recentWork.title });

/** A project page of one of the video grids, `/projecten/websites/1`. */
const projectPage = new RegExp(
  `^(?:${Object.values(showcaseCategories)
    .map((category) => category.path)
    .join('|')})/\\d+$`,
);

/** The band's cards as a visitor reads them: the project's name and where its link leads. */
async function cardsOf(page: Page) {
  const cards = band(page).getByRole('article');
  return Promise.all(
    (await cards.all()).map(async (card) => {
      const link = card.getByRole('heading', { level: 3 }).getByRole('link');
      return { name: (await link.textContent()) ?? '', href: (await link.getAttribute('href')) ?? '' };
    }),
  );
}

/**
 * The band shows three different projects, each leading to its page (which three, the newest by the
 * projects' own data, the projects area's unit tests hold: mf-projects/src/prerender.test.tsx).
 */
async function expectThreeProjects(page: Page) {
  const cards = await cardsOf(page);
  expect(cards).toHaveLength(3);
  expect(new Set(cards.map((card) => card.name)).size).toBe(3);
  for (const card of cards) expect(card.href).toMatch(projectPage);
}

/** The width each picture is drawn at and the width of the still it loaded (its srcset `w`). */
async function pictureSharpness(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  return picture.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const drawn = Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight);
    const candidate = image.srcset
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .find(([url]) => new URL(url ?? '', document.baseURI).href === image.currentSrc);
    return { drawn, loaded: Number.parseInt(candidate?.[1] ?? '0', 10) };
  });
}

/** Counts the documents the page loads from now on: a link that navigates in the app loads none. */
function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

for (const width of [320, 375, 1280]) {
  test.describe(`the home page at ${width} px on a 2× screen`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });

    test('has the band in its first HTML, kept as it is while the page hydrates', async ({ page, request }) => {
      const html = await (await request.get('/')).text();
      const slot = /<div data-fragment-slot="recent-work"[^>]*>(.*?)<\/div><div data-below-the-fold="process"/.exec(
        html,
      );
      expect(slot?.[1]).toContain(`>${recentWork.title}</h2>`);
      expect(slot?.[1]?.match(/<article/g)).toHaveLength(3);
      expect(html).toMatch(
        /<style data-fragment-slot-style="recent-work">@scope \(\[data-fragment-slot="recent-work"\]\)/,
      );

      // The element the server sent is the one on screen after hydration: React did not render it anew.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverBand: Element | null }).serverBand = document.querySelector(
            '[data-fragment-slot="recent-work"] section',
          );
        });
      });
      await page.goto('/');
      expect(
        await page.evaluate(() => {
          const { serverBand } = window as unknown as { serverBand: Element | null };
          return (
            serverBand !== null && serverBand === document.querySelector('[data-fragment-slot="recent-work"] section')
          );
        }),
      ).toBe(true);
      // After why us, before the process: the band between the home page's own sections.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText([
        whyUsIntro.title,
        recentWork.title,
        processIntro.title,
      ]);
    });

    test('shows three projects with sharp pictures, and a tap leads to the project in the app', async ({ page }) => {
      await page.goto('/');
      await expect(band(page)).toBeVisible();
      await expectThreeProjects(page);
      const pictures = band(page).getByRole('img');
      await expect(pictures).toHaveCount(3);
      for (const picture of await pictures.all()) {
        const { drawn, loaded } = await pictureSharpness(picture);
        expect(loaded).toBeGreaterThanOrEqual(Math.floor(drawn * 2));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      const [first] = await cardsOf(page);
      const loads = documentLoads(page);
      await band(page).getByRole('link', { name: first?.name }).click();
      await expect(page).toHaveURL(first?.href ?? '');
      await expect(page.getByRole('heading', { level: 1, name: first?.name })).toBeVisible();
      expect(loads(), 'documents loaded by the tap').toBe(0);
    });

    test('is there after a client-side navigation to the home page, and after going back to it', async ({ page }) => {
      await page.goto('/diensten');
      await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
      const loads = documentLoads(page);
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL('/');
      await expect(band(page)).toBeVisible();
      await expectThreeProjects(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: reviewsIntro.title })).toBeAttached();

      await band(page).getByRole('link', { name: recentWork.allProjects.label }).click();
      await expect(page.getByRole('heading', { level: 1, name: areaHeadings.projects })).toBeVisible();
      await page.goBack();
      await expect(band(page)).toBeVisible();
      await expect(band(page).getByRole('article')).toHaveCount(3);
      expect(loads(), 'documents loaded on the way').toBe(0);
    });
  });
}

test.describe('with the projects area down', () => {
  // Its own copy of the local hosting (ports base + 16), so taking mf-projects down disturbs no other test.
  test.describe.configure({ mode: 'serial' });
  const shell = `http://localhost:${sitePortBase + 16}`;
  let site: StaticSite;

  test.beforeAll(async () => {
    site = await startStaticSite({ portBase: sitePortBase + 16, fragmentBudgetMs: 5000 });
    await site.servers.mf_projects?.close();
  });

  test.afterAll(async () => {
    await site?.close();
  });

  const homeHeadings = async (page: Page) => {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: reviewsIntro.title })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(band(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText([
      whyUsIntro.title,
      processIntro.title,
    ]);
  };

  test('the home page is whole, composed on the server, without the band', async ({ page }) => {
    const response = await page.goto(`${shell}/`);
    expect(response?.headers()['x-codekade-composition']).toBe('area');
    await homeHeadings(page);
  });

  test('a visit after navigating is whole too, without the band', async ({ page }) => {
    await page.goto(`${shell}/over-ons`);
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(`${shell}/`);
    await waitForHydration(page);
    await homeHeadings(page);
  });
});
