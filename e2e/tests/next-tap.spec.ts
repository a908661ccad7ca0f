import { navLabels, siteAreas } from '@codekade/platform/site-menus';
import { menuLinks } from '@codekade/shared/discovery';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { paths } from '@codekade/shared/routes';
import type { Page, Request } from '@playwright/test';
import { serviceLabels } from 'mf-services/content/service-labels';
import { findService } from 'mf-services/content/services';
import { headerText } from 'shell/content/layout-texts';
import { areaHeadingOf, areaHeadings } from '../support/area-headings';
import { expect, remotePorts, test } from '../support/site';

/** Behaviour only (the bench times it): what a tap to another area asks of the network. */

/**
 * What a visitor's first act loads for the shell itself, by design: the measuring code and the toaster,
 * with the shared modules only they use (their chunks are named in platform/build/federated-app.ts).
 */
const FIRST_ACT_CHUNK =
  /\/static\/js\/async\/(measurements|shared-measurements|shared-measurement-beacon|shared-ui-toaster-options)\.\w+\.js$/;

/** Code, styles or data: what an area needs before it can show its page (pictures come after). */
const isCodeStylesOrData = (request: Request) =>
  ['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType()) &&
  // The shell's own release check and the measurements (their code, loaded at a first act, and their
  // beacon) and the toaster are not the area's.
  !/\/release-ledger\.json$/.test(request.url()) &&
  !FIRST_ACT_CHUNK.test(request.url()) &&
  new URL(request.url()).pathname !== BEACON_PATH;

function requestsOf(page: Page, wanted: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (wanted(request)) seen.push(request);
  });
  return seen;
}

/**
 * Returns a wait until no request to a remote is under way and none started for a second: the
 * warm-up's last files have arrived (a synchronisation, not a measurement).
 */
function remotesSettled(page: Page): () => Promise<void> {
  const toRemote = (request: Request) =>
    Object.values(remotePorts).some((port) => request.url().startsWith(`http://localhost:${port}/`));
  const underWay = new Set<Request>();
  let lastStart = Date.now();
  page.on('request', (request) => {
    if (!toRemote(request)) return;
    underWay.add(request);
    lastStart = Date.now();
  });
  const done = (request: Request) => underWay.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => expect.poll(() => underWay.size === 0 && Date.now() - lastStart > 1000, { timeout: 20_000 }).toBe(true);
}

const header = (page: Page) => page.getByRole('navigation', { name: headerText.mainNavLabel });

test('after the idle warm-up, a tap on each other area renders it without asking the network for code, styles or data', async ({
  page,
}) => {
  // Every other area the header links to (the discovery document's): its routes module runs in the
  // page's idle time (a script, not only a prefetch).
  const visits = menuLinks(siteAreas, 'header').filter((link) => link.to !== paths.home);
  const warmed = visits.map(({ remote }) =>
    page.waitForResponse(
      (response) =>
        response.url().startsWith(`http://localhost:${remotePorts[remote]}/`) &&
        response.url().includes('__federation_expose_routes') &&
        response.request().resourceType() === 'script',
    ),
  );
  const settled = remotesSettled(page);
  await page.goto('/');
  await Promise.all(warmed);
  // Each routes module then brings its chunks and styles: wait until no remote file is on its way.
  await settled();

  const asked = requestsOf(page, isCodeStylesOrData);
  for (const { label, remote } of visits) {
    await header(page).getByRole('link', { name: label, exact: true }).click();
    const heading = areaHeadingOf[remote];
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A service page's text is a chunk of its own: the services area's warm-up brought it too.
  await header(page).getByRole('link', { name: navLabels.services, exact: true }).click();
  const seo = findService('seo');
  await page
    .getByRole('link', { name: `${serviceLabels.moreInfo} ${serviceLabels.moreInfoAbout(seo?.title ?? '')}` })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: seo?.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).not.toHaveCount(0);
  expect(asked.map((request) => request.url())).toEqual([]);
});

test("a cold tap starts its area's load at the finger's touch, before the click", async ({ page }) => {
  // The page never finishes loading (a picture of its own that never arrives, as on a stalled
  // network), so the idle warm-up never starts.
  await page.route('/never-arrives.png', () => undefined);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const picture = Object.assign(document.createElement('img'), { src: '/never-arrives.png', alt: '' });
      document.body.append(picture);
    });
  });
  const servicesAsked = requestsOf(page, (request) =>
    request.url().startsWith(`http://localhost:${remotePorts.mf_services}/`),
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // A visitor's first input starts the app at once.
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  expect(servicesAsked).toEqual([]);

  const link = header(page).getByRole('link', { name: navLabels.services, exact: true });
  await link.dispatchEvent('pointerdown');
  await expect.poll(() => servicesAsked.length).toBeGreaterThan(0);
  await link.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
});
