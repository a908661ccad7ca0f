import type { Locator, Page } from '@playwright/test';
import { projectSections } from 'mf-projects/content/project-sections';
import { projectsPage } from 'mf-projects/content/projects-page';
import { showcaseCategories, showcaseTexts } from 'mf-projects/content/showcase';
import { publicRoutes } from '../support/routes';
import { expect, test } from '../support/site';

const NEW_TAB = projectsPage.newTabHint;
const { websites: websitesGrid, webshops: webshopsGrid } = showcaseCategories;

/**
 * What a visitor should find on /projecten, section by section: 3, 4 and 1 client projects, as the
 * product requires. Names and texts are content; the test reads project names from the page and
 * checks that card, image, grid and detail page agree on them.
 */
const portfolio = projectSections.map((section, index) => ({
  id: section.id,
  heading: section.title,
  cardCount: [3, 4, 1][index] ?? 0,
}));

/** The video grids show websites 1 and 3 and webshops 2, 4 and 5. */
const grids = [
  { ...websitesGrid, heading: websitesGrid.title, ids: [1, 3] },
  { ...webshopsGrid, heading: webshopsGrid.title, ids: [2, 4, 5] },
] as const;

/** Sidebar buttons by section id, as the sidebar names them. */
const [websitesButton, webshopsButton, landingpagesButton] = projectSections.map((section) => section.sidebarLabel) as [
  string,
  string,
  string,
];
const current = (label: string) => `[${label}]`;

/** The project names in a grid, as its cards show them: h3 under the grid's hidden h2. */
const gridCardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: projectsPage.sidebarLabel });

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
  await expect(page.getByRole('heading', { level: 1, name: projectsPage.title })).toBeVisible();
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).locator('+ p')).toHaveText(
      projectsPage.description,
    );
    for (const section of portfolio) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region).toHaveAttribute('id', section.id);
      await expect(region.getByRole('listitem')).toHaveCount(section.cardCount);
    }
  });

  test("every card leads to the client's site in a new tab, one behaviour in every grid; the projects' own pages come from the video grids", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPortfolio(page);
    for (const section of portfolio) {
      const region = page.getByRole('region', { name: section.heading, exact: true });
      await expect(region.getByRole('link')).toHaveCount(section.cardCount);
      for (const item of await region.getByRole('listitem').all()) {
        const heading = (await item.getByRole('heading', { level: 3 }).textContent()) ?? '';
        const name = heading.replace(NEW_TAB, '').trim();
        expect(name).not.toBe('');
        await expect(item.getByRole('img', { name: projectsPage.imageAlt(name) })).toBeVisible();
        const link = item.getByRole('link');
        await expect(link).toHaveAccessibleName(`${name} ${NEW_TAB}`);
        expect((await link.getAttribute('href')) ?? '').toMatch(/^https:\/\/[a-z-]+\.example\/$/);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }

    // The projects' own pages, from the built prerender plan: each is linked from its video grid.
    const casePages = publicRoutes.map((route) => route.path).filter((path) => /^\/projecten\/\w+\/\d+$/.test(path));
    const linked: string[] = [];
    for (const grid of [websitesGrid, webshopsGrid]) {
      await page.goto(grid.path);
      for (const link of await page.getByRole('main').getByRole('listitem').getByRole('link').all()) {
        linked.push((await link.getAttribute('href')) ?? '');
      }
    }
    expect([...new Set(linked)].sort()).toEqual([...casePages].sort());
    const [first] = casePages;
    if (!first) throw new Error('No project has a page of its own.');
    await page.goto(first);
    const visit = page.getByRole('main').getByRole('link', { name: /\.example/ });
    await expect(visit).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\/$/);
    await expect(visit).toHaveAttribute('target', '_blank');
  });

  test('links to both video grids', async ({ page }) => {
    await openPortfolio(page);
    await page.getByRole('link', { name: websitesGrid.title }).click();
    await expect(page).toHaveURL('/projecten/websites');
    await expect(page.getByRole('heading', { level: 1, name: websitesGrid.title })).toBeVisible();

    await openPortfolio(page);
    await page.getByRole('link', { name: webshopsGrid.title }).click();
    await expect(page).toHaveURL('/projecten/webshops');
    await expect(page.getByRole('heading', { level: 1, name: webshopsGrid.title })).toBeVisible();
  });
});

test.describe('section sidebar', () => {
  test('is hidden above the first section', async ({ page }) => {
    await openPortfolio(page);
    await expect(page.getByRole('link', { name: websitesGrid.title })).toBeVisible();
    await expect(sidebarOf(page)).toBeHidden();
    await scrollSectionTo(page, 'websites', 203);
    await expect(sidebarOf(page)).toBeHidden();
    await scrollSectionTo(page, 'websites', 198);
    await expect(sidebarOf(page)).toBeVisible();
  });

  test('follows the section in view, with the button sets of each section', async ({ page }) => {
    await openPortfolio(page);
    const expected = {
      websites: [current(websitesButton), webshopsButton],
      webstores: [websitesButton, current(webshopsButton), landingpagesButton],
      landingpages: [webshopsButton, current(landingpagesButton)],
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

  test('shows the last section to its end, and at the bottom of the page by the same rule', async ({ page }) => {
    await openPortfolio(page);
    const last = [webshopsButton, current(landingpagesButton)];
    // Read to the end of the last section: its bottom just below the 100 px line.
    await page.evaluate(() => {
      const bottom = document.getElementById('landingpages')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, bottom - 110);
    });
    await expect.poll(() => sidebarButtons(page)).toEqual(last);
    // At the very bottom the footer fills the screen: the section is in view while its bottom is at or
    // below 100 px from the top (the spec's thresholds), else no section is ('none').
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(
      () => document.getElementById('landingpages')?.getBoundingClientRect().bottom ?? 0,
    );
    await expect.poll(() => sidebarButtons(page)).toEqual(bottom >= 100 ? last : []);
  });

  test('colours the current button blue and its neighbours gray', async ({ page }) => {
    await openPortfolio(page);
    await scrollSectionTo(page, 'webstores', 150);
    const sidebar = sidebarOf(page);
    const background = (name: string) =>
      sidebar.getByRole('link', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(() => background(webshopsButton)).toBe('rgb(29, 78, 216)');
    expect(await background(websitesButton)).toBe('rgb(241, 245, 249)');
    expect(await background(landingpagesButton)).toBe('rgb(241, 245, 249)');
  });

  test('jumps to the sections by their anchors', async ({ page }) => {
    await openPortfolio(page);
    await scrollSectionTo(page, 'websites', 150);
    await sidebarOf(page).getByRole('link', { name: webshopsButton }).click();
    await expect(page).toHaveURL('/projecten#webstores');
    await expect
      .poll(() => sidebarButtons(page))
      .toEqual([websitesButton, current(webshopsButton), landingpagesButton]);
    const top = () => page.evaluate(() => document.getElementById('webstores')?.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThanOrEqual(200);

    await sidebarOf(page).getByRole('link', { name: landingpagesButton }).click();
    await expect(page).toHaveURL('/projecten#landingpages');
    await expect.poll(() => sidebarButtons(page)).toEqual([webshopsButton, current(landingpagesButton)]);
  });

  test('opens at the section a link with an anchor points to', async ({ page }) => {
    await page.goto('/projecten#webstores');
    await expect(
      page.getByRole('heading', { level: 2, name: projectSections[1]?.title, exact: true }),
    ).toBeInViewport();
    await expect
      .poll(() => sidebarButtons(page))
      .toEqual([websitesButton, current(webshopsButton), landingpagesButton]);
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
    test(`${grid.path} lists ${grid.ids.length} video cards linking to their detail pages`, async ({ page }) => {
      await page.goto(grid.path);
      await expect(page.getByRole('heading', { level: 1, name: grid.heading })).toBeVisible();
      await expect(page).toHaveTitle(`Codekade - ${grid.heading}`);
      // The grid's heading is for screen readers (the spec names none); it names the list, its cards are h3.
      await expect(page.getByRole('heading', { level: 2, name: grid.listTitle })).toBeAttached();
      const cards = page.getByRole('list', { name: grid.listTitle }).getByRole('article');
      await expect(cards).toHaveCount(grid.ids.length);
      for (const [index, id] of grid.ids.entries()) {
        const article = cards.nth(index);
        const name = (await article.getByRole('heading', { level: 3 }).textContent()) ?? '';
        expect(name).not.toBe('');
        await expect(article.getByRole('link', { name })).toHaveAttribute('href', grid.detailPath(id));
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
    const clip = (await video.getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: `${showcaseTexts.pauseVideo}: ${clip}`, exact: true }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(page.getByRole('button', { name: `${showcaseTexts.playVideo}: ${clip}`, exact: true })).toBeVisible();
  });

  test('videos stay on their poster with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/projecten/webshops');
    await expect(page.getByRole('button', { name: new RegExp(`^${showcaseTexts.playVideo}: `) })).toHaveCount(3);
    const videos = page.getByRole('main').locator('video');
    expect(await videos.evaluateAll((elements) => elements.map((v) => (v as HTMLVideoElement).paused))).toEqual([
      true,
      true,
      true,
    ]);
  });

  test('a card opens its detail page', async ({ page }) => {
    await page.goto('/projecten/webshops');
    const name = (await gridCardNames(page))[1] ?? '';
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL('/projecten/webshops/4');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('project details', () => {
  test('webshop 5 has its own detail page, reached from its card', async ({ page }) => {
    await page.goto('/projecten/webshops');
    const name = (await gridCardNames(page))[2] ?? '';
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL('/projecten/webshops/5');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`Codekade - ${name}`);
    const videos = page.getByRole('main').locator('video');
    await expect(videos).toHaveCount(2);
    for (const video of await videos.all()) {
      expect(await videoState(video)).toMatchObject({ muted: true, loop: true, playsInline: true });
    }
    const visit = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(` ${NEW_TAB.replace(/[()]/g, '\\$&')}$`) });
    const site = new URL((await visit.getAttribute('href')) ?? '');
    expect(site.hostname).toMatch(/\.example$/);
    await expect(visit).toHaveAccessibleName(`${showcaseTexts.visitSite(site.hostname)} ${NEW_TAB}`);
  });

  for (const path of [
    '/projecten/websites/1',
    '/projecten/websites/3',
    '/projecten/webshops/2',
    '/projecten/webshops/4',
  ]) {
    test(`${path} shows its project with its title`, async ({ page }) => {
      const [, , grid, id] = path.split('/');
      await page.goto(`/projecten/${grid}`);
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.locator(`a[href="${path}"]`) });
      const name = (await card.getByRole('heading').first().textContent()) ?? '';
      await page.goto(path);
      expect(id).toMatch(/^\d$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page).toHaveTitle(`Codekade - ${name}`);
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
      await expect(page.getByRole('heading', { level: 1, name: showcaseTexts.notFound.title })).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await page.getByRole('link', { name: grid.backLabel }).click();
      await expect(page).toHaveURL(grid.path);
      await expect(page.getByRole('heading', { level: 1, name: grid.heading })).toBeVisible();
    });
  }
});
