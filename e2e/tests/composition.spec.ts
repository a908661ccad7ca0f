import { remoteApps } from '@codekade/platform/app-registry';
import { navLabels, siteAreas } from '@codekade/platform/site-menus';
import { menuLinks } from '@codekade/shared/discovery';
import { paths } from '@codekade/shared/routes';
import { footerText } from 'shell/content/layout-texts';
import { areaLateNote, loadingText, remoteFallbackText } from 'shell/content/remote-area-texts';
import { areaHeadingOf, areaHeadings } from '../support/area-headings';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, type RemoteUnderTest, remotePorts, test } from '../support/site';

for (const route of [...publicRoutes, notFoundRoute]) {
  test(`${route.path} renders inside the shell with header, footer and title`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Codekade/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(footerText.copyright);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(loadingText)).toHaveCount(0);
    await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toHaveCount(0);
    await expect(page).toHaveTitle(route.title);
  });
}

/** Every remote of the registry: its area's main path (the discovery document's) and that page's heading. */
const mainPathOf = (remote: string) => siteAreas.remotes.find((area) => area.name === remote)?.area.basePaths[0] ?? '/';
const areaOf = Object.fromEntries(
  remoteApps.map((app) => [app.name, { path: mainPathOf(app.name), heading: areaHeadingOf[app.name] }]),
) as Record<RemoteUnderTest, { path: string; heading: string }>;

const lateNote = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: areaLateNote });

for (const [remote, area] of Object.entries(areaOf) as [RemoteUnderTest, (typeof areaOf)[RemoteUnderTest]][]) {
  test(`${remote} unreachable: the first page stays readable with a note, a later visit falls back, retry recovers`, async ({
    page,
  }) => {
    const remoteOrigin = `http://localhost:${remotePorts[remote]}/**`;
    await page.route(remoteOrigin, (route) => route.abort('connectionrefused'));
    await page.goto(area.path);

    // The composed page's HTML is readable without its code: it stays, with a calm note.
    const retry = page.getByRole('button', { name: remoteFallbackText.actionLabel });
    await expect(lateNote(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(retry).toHaveCount(0);

    // Another area and the shell's own parts keep working.
    const otherArea = remote === 'mf_about' ? areaOf.mf_services : areaOf.mf_about;
    if (!otherArea) throw new Error('The seed areas mf_about and mf_services are missing from the workspace.');
    await page
      .getByRole('banner')
      .getByRole('link', { name: otherArea === areaOf.mf_about ? navLabels.about : navLabels.services })
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: otherArea.heading })).toBeVisible();
    await expect(lateNote(page)).toHaveCount(0);
    // Back in the browser there is no server HTML to keep: the fallback, with its retry.
    await page.goBack();
    await expect(retry).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(remoteFallbackText.title);

    await page.unroute(remoteOrigin);
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
  });
}

test('a broken chunk of a remote on a first load keeps the readable page with its note instead of crashing', async ({
  page,
}) => {
  // The page's version of the remote, in its own folder (issue 48: remotes load by version only), or its root.
  await page.route(
    new RegExp(`^http://localhost:${remotePorts.mf_about}/(?:v/[^/]+/)?static/js/async/__federation_expose_`),
    (route) => route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/over-ons');
  await expect(lateNote(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: areaHeadings.about })).toBeVisible();
  await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

/** Holds the services remote's manifest back until the test releases it. */
async function holdServicesManifest(page: import('@playwright/test').Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page's version's manifest (issue 48: remotes load by version only), or the root's.
  await page.route(
    new RegExp(`^http://localhost:${remotePorts.mf_services}/(?:v/[^/]+/)?mf-manifest\\.json$`),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a slow remote keeps the server HTML on screen on a first visit, with no loading screen', async ({ page }) => {
  const release = await holdServicesManifest(page);
  await page.goto('/diensten', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
  await expect(page.getByText(loadingText)).toHaveCount(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
});

test('a slow remote shows the loading screen when reached from another page, until it arrives', async ({ page }) => {
  // Held from the start, so the idle warm-up cannot bring the area in before the click either.
  const release = await holdServicesManifest(page);
  await page.goto('/over-ons');
  await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
  await expect(page.getByRole('status')).toContainText(loadingText);
  release();
  await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
  await expect(page.getByText(loadingText)).toHaveCount(0);
});

test('one copy of react and react-dom is downloaded across all remotes', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(paths.home);
  // Every other area the header links to, as the discovery document lists them.
  for (const link of menuLinks(siteAreas, 'header').filter((item) => item.to !== paths.home)) {
    await page.getByRole('banner').getByRole('link', { name: link.label, exact: true }).click();
    const heading = areaHeadingOf[link.remote as RemoteUnderTest];
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const bodies = await Promise.all(scripts);
  const reactCores = bodies.filter((body) => /\.version="19\.\d+\.\d+"/.test(body) && body.includes('useTransition'));
  const reactDomRenderers = bodies.filter((body) => body.includes('rendererPackageName:"react-dom"'));
  expect(reactCores.filter((body) => !body.includes('rendererPackageName'))).toHaveLength(1);
  expect(reactDomRenderers).toHaveLength(1);
});
