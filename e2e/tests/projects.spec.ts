import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/site';

const NEW_TAB = '(opent in een nieuw tabblad)';

/** What a visitor should find on /projecten, section by section. */
const portfolio = [
  {
    id: 'websites',
    heading: 'Websites',
    cards: [
      { name: 'Bakkerij De Korenbloem', href: 'https://bakkerij-korenbloem.example/' },
      { name: 'Fysiotherapie Oostpark', href: 'https://fysio-oostpark.example/' },
      { name: 'Lijn & Licht Architecten', href: 'https://lijnenlicht.example/' },
    ],
  },
  {
    id: 'webstores',
    heading: 'Webshops',
    cards: [
      { name: 'Bonenbaas Koffiebranderij', href: 'https://bonenbaas.example/' },
      { name: 'Fietsenmakerij Spaak', href: 'https://spaak-fietsen.example/' },
      { name: 'Groenhuis Planten', href: 'https://groenhuis-planten.example/' },
      { name: 'Bol & Breisel', href: 'https://bolenbreisel.example/' },
    ],
  },
  {
    id: 'landingpages',
    heading: 'Landingpages',
    cards: [{ name: 'Havenklanken Festival', href: 'https://havenklanken.example/' }],
  },
] as const;

const grids = [
  {
    path: '/projecten/websites',
    heading: 'Websites in beeld',
    backLabel: 'Terug naar alle websites',
    cards: [
      { name: 'Bakkerij De Korenbloem', href: '/projecten/websites/1' },
      { name: 'Fysiotherapie Oostpark', href: '/projecten/websites/3' },
    ],
  },
  {
    path: '/projecten/webshops',
    heading: 'Webshops in beeld',
    backLabel: 'Terug naar alle webshops',
    cards: [
      { name: 'Bonenbaas Koffiebranderij', href: '/projecten/webshops/2' },
      { name: 'Fietsenmakerij Spaak', href: '/projecten/webshops/4' },
      { name: 'Groenhuis Planten', href: '/projecten/webshops/5' },
    ],
  },
] as const;

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Projectcategorieën' });

/** The sidebar's buttons as the visitor reads them, the current one in brackets. */
async function sidebarButtons(page: Page): Promise<string[]> {
  const links = sidebarOf(page).getByRole('link');
  return links.evaluateAll((elements) =>
    elements.map((link) => (link.getAttribute('aria-current') === 'true' ? `[${link.textContent}]` : link.textContent)),
  );
}

/** Scrolls so the section's top sits `offset` px below the viewport top. */
async function scrollSectionTo(page: Page, id: string, offset: number) {
  await page.evaluate(
    ([sectionId, y]) => {
      const top = document.getElementById(sectionId)?.getBoundingClientRect().top ?? 0;
      window.scrollBy(0, top - y);
    },
    [id, offset] as const,
  );
}

async function openPortfolio(page: Page) {
  await page.goto('/projecten');
  await expect(page.getByRole('heading', { level: 1, name: 'Van idee tot impact' })).toBeVisible();
}

const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    muted: element.muted,
    loop: element.loop,
    playsInline: element.hasAttribute('playsinline'),
    preload: element.getAttribute('preload'),
    poster: element.getAttribute('poster') !== null,
    sources: [...element.querySelectorAll('source')].map((source) => source.type),
  }));

test.describe('/projecten (portfolio)', () => {
  test('has the title, the heading with subtitle, and 3, 4 and 1 cards per section', async ({ page }) => {
    await openPortfolio(page);
    await expect(page).toHaveTitle('Codekade - Projecten');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).locator('+ p')).toContainText('klanten');
    for (const section of portfolio) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region).toHaveAttribute('id', section.id);
      await expect(region.getByRole('listitem')).toHaveCount(section.cards.length);
    }
  });

  test("every card opens its client's site in a new tab", async ({ page }) => {
    await openPortfolio(page);
    for (const section of portfolio) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region.getByRole('link')).toHaveCount(section.cards.length);
      for (const card of section.cards) {
        const linkName = { name: `${card.name} ${NEW_TAB}`, exact: true };
        const link = region.getByRole('link', linkName);
        await expect(link).toHaveAttribute('href', card.href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const item = region.getByRole('listitem').filter({ has: page.getByRole('link', linkName) });
        await expect(item.getByRole('img', { name: `Homepagina van ${card.name}` })).toBeVisible();
        await expect(item.getByRole('heading', { level: 3, name: card.name })).toBeVisible();
      }
    }
  });

  test('links to both video grids', async ({ page }) => {
    await openPortfolio(page);
    await page.getByRole('link', { name: 'Websites in beeld' }).click();
    await expect(page).toHaveURL('/projecten/websites');
    await expect(page.getByRole('heading', { level: 1, name: 'Websites in beeld' })).toBeVisible();

    await openPortfolio(page);
    await page.getByRole('link', { name: 'Webshops in beeld' }).click();
    await expect(page).toHaveURL('/projecten/webshops');
    await expect(page.getByRole('heading', { level: 1, name: 'Webshops in beeld' })).toBeVisible();
  });
});

test.describe('section sidebar', () => {
  test('is hidden above the first section', async ({ page }) => {
    await openPortfolio(page);
    await expect(page.getByRole('link', { name: 'Websites in beeld' })).toBeVisible();
    await expect(sidebarOf(page)).toBeHidden();
    await scrollSectionTo(page, 'websites', 203);
    await expect(sidebarOf(page)).toBeHidden();
    await scrollSectionTo(page, 'websites', 198);
    await expect(sidebarOf(page)).toBeVisible();
  });

  test('follows the section in view, with the button sets of each section', async ({ page }) => {
    await openPortfolio(page);
    const expected = {
      websites: ['[Websites]', 'Webshops'],
      webstores: ['Websites', '[Webshops]', 'Landingpages'],
      landingpages: ['Webshops', '[Landingpages]'],
    };
    for (const [id, buttons] of Object.entries(expected)) {
      await scrollSectionTo(page, id, 150);
      await expect(sidebarOf(page)).toBeVisible();
      await expect.poll(() => sidebarButtons(page)).toEqual(buttons);
    }
    // Back up to just inside the band's top edge (200 px), then just outside it.
    await scrollSectionTo(page, 'webstores', 198);
    await expect.poll(() => sidebarButtons(page)).toEqual(expected.webstores);
    await scrollSectionTo(page, 'webstores', 203);
    await expect.poll(() => sidebarButtons(page)).toEqual(expected.websites);
  });

  test('shows the last section at the bottom of the page', async ({ page }) => {
    await openPortfolio(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => sidebarButtons(page)).toEqual(['Webshops', '[Landingpages]']);
  });

  test('colours the current button blue and its neighbours gray', async ({ page }) => {
    await openPortfolio(page);
    await scrollSectionTo(page, 'webstores', 150);
    const sidebar = sidebarOf(page);
    const background = (name: string) =>
      sidebar.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(() => background('Webshops')).toBe('rgb(29, 78, 216)');
    expect(await background('Websites')).toBe('rgb(241, 245, 249)');
    expect(await background('Landingpages')).toBe('rgb(241, 245, 249)');
  });

  test('jumps to the sections by their anchors', async ({ page }) => {
    await openPortfolio(page);
    await scrollSectionTo(page, 'websites', 150);
    await sidebarOf(page).getByRole('link', { name: 'Webshops' }).click();
    await expect(page).toHaveURL('/projecten#webstores');
    await expect.poll(() => sidebarButtons(page)).toEqual(['Websites', '[Webshops]', 'Landingpages']);
    const top = () => page.evaluate(() => document.getElementById('webstores')?.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThanOrEqual(200);

    await sidebarOf(page).getByRole('link', { name: 'Landingpages' }).click();
    await expect(page).toHaveURL('/projecten#landingpages');
    await expect.poll(() => sidebarButtons(page)).toEqual(['Webshops', '[Landingpages]']);
  });

  test('opens at the section a link with an anchor points to', async ({ page }) => {
    await page.goto('/projecten#webstores');
    await expect(page.getByRole('heading', { level: 2, name: 'Webshops', exact: true })).toBeInViewport();
    await expect.poll(() => sidebarButtons(page)).toEqual(['Websites', '[Webshops]', 'Landingpages']);
  });

  test('is a bar that stays clear of the cards on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPortfolio(page);
    await scrollSectionTo(page, 'webstores', 150);
    const sidebar = sidebarOf(page);
    await expect(sidebar).toBeVisible();
    const bar = await sidebar.boundingBox();
    const firstCard = await page.locator('#webstores li').first().boundingBox();
    expect(bar?.width).toBeGreaterThanOrEqual(370);
    // The section starts below the bar, so the bar covers none of its heading or cards.
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(firstCard?.y ?? 0);
  });
});

test.describe('video grids', () => {
  for (const grid of grids) {
    test(`${grid.path} lists ${grid.cards.length} video cards linking to their detail pages`, async ({ page }) => {
      await page.goto(grid.path);
      await expect(page.getByRole('heading', { level: 1, name: grid.heading })).toBeVisible();
      await expect(page).toHaveTitle(`Codekade - ${grid.heading}`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(grid.cards.length);
      for (const [index, card] of grid.cards.entries()) {
        const article = cards.nth(index);
        await expect(article.getByRole('link', { name: card.name })).toHaveAttribute('href', card.href);
        await expect(article.getByRole('heading', { name: card.name })).toBeVisible();
        expect(await videoState(article.locator('video'))).toEqual({
          muted: true,
          loop: true,
          playsInline: true,
          preload: 'none',
          poster: true,
          sources: ['video/webm', 'video/mp4'],
        });
      }
    });
  }

  test('videos play in view, and can be paused', async ({ page }) => {
    await page.goto('/projecten/websites');
    const video = page.getByRole('main').locator('video').first();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Video pauzeren: Bakkerij De Korenbloem: Desktopweergave' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Video afspelen: Bakkerij De Korenbloem: Desktopweergave' }),
    ).toBeVisible();
  });

  test('videos stay on their poster with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projecten/webshops');
    await expect(page.getByRole('button', { name: /^Video afspelen: / })).toHaveCount(3);
    const videos = page.getByRole('main').locator('video');
    expect(await videos.evaluateAll((elements) => elements.map((v) => (v as HTMLVideoElement).paused))).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('a card opens its detail page', async ({ page }) => {
    await page.goto('/projecten/webshops');
    await page.getByRole('link', { name: 'Fietsenmakerij Spaak' }).click();
    await expect(page).toHaveURL('/projecten/webshops/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Fietsenmakerij Spaak' })).toBeVisible();
  });
});

test.describe('project details', () => {
  test('webshop 5 has its own detail page, reached from its card', async ({ page }) => {
    await page.goto('/projecten/webshops');
    await page.getByRole('link', { name: 'Groenhuis Planten' }).click();
    await expect(page).toHaveURL('/projecten/webshops/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Groenhuis Planten' })).toBeVisible();
    await expect(page).toHaveTitle('Codekade - Groenhuis Planten');
    const videos = page.getByRole('main').locator('video');
    await expect(videos).toHaveCount(2);
    for (const video of await videos.all()) {
      expect(await videoState(video)).toMatchObject({ muted: true, loop: true, playsInline: true });
    }
    await expect(page.getByRole('link', { name: `Bezoek groenhuis-planten.example ${NEW_TAB}` })).toHaveAttribute(
      'href',
      'https://groenhuis-planten.example/',
    );
  });

  const details = [
    { path: '/projecten/websites/1', name: 'Bakkerij De Korenbloem' },
    { path: '/projecten/websites/3', name: 'Fysiotherapie Oostpark' },
    { path: '/projecten/webshops/2', name: 'Bonenbaas Koffiebranderij' },
    { path: '/projecten/webshops/4', name: 'Fietsenmakerij Spaak' },
  ];
  for (const detail of details) {
    test(`${detail.path} shows ${detail.name} with its title`, async ({ page }) => {
      await page.goto(detail.path);
      await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
      await expect(page).toHaveTitle(`Codekade - ${detail.name}`);
      await expect(page.getByRole('main').locator('video').first()).toBeVisible();
    });
  }

  const missing = [
    { path: '/projecten/websites/99', grid: grids[0] },
    { path: '/projecten/websites/2', grid: grids[0] },
    { path: '/projecten/webshops/abc', grid: grids[1] },
    { path: '/projecten/webshops/7', grid: grids[1] },
  ];
  for (const { path, grid } of missing) {
    test(`${path} is not found, with a way back to the grid`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Project niet gevonden!' })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.getByRole('link', { name: grid.backLabel }).click();
      await expect(page).toHaveURL(grid.path);
      await expect(page.getByRole('heading', { level: 1, name: grid.heading })).toBeVisible();
    });
  }
});
