import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { localAppsAt, localShellOrigins } from '@codekade/platform/apps';
import { localDiscovery, pinOfBuild } from '@codekade/platform/discovery-document';
import { type ServedApp, type StaticSite, serveApp, startStaticSite } from '@codekade/platform/static-site';
import type { Page } from '@playwright/test';
import { footerText, headerText, mobileMenuText } from 'shell/content/layout-texts';
import { buildAppCopy, repoRoot } from '../support/changed-remote';
import { isPageHydrated } from '../support/hydration';
import { expect, portBase as sitePortBase, test } from '../support/site';

// Issue 41, point 3: a new team adds a whole area, /vacatures (remote mf_jobs, built from
// e2e/fixtures/new-area/mf-jobs), with no release of the shell. The shell was built before the area
// existed and stays byte for byte as built; only the new remote and the discovery document are
// released (docs/discovery.md), and a later release of the document without it takes it out again.
// Its own site on its own ports, the new remote beside it.
const portBase = sitePortBase + 130;
const origin = `http://localhost:${portBase}`;
/** The port just past the site's apps, however many the registry has. */
const jobsPort = Math.max(...localAppsAt(portBase).map((app) => app.port)) + 1;
const fixture = join(repoRoot, 'e2e/fixtures/new-area/mf-jobs');
const jobsArea = JSON.parse(readFileSync(join(fixture, 'area.json'), 'utf8')) as {
  area: { pageName: string };
  menus: Record<'header' | 'mobile' | 'footer', { label: string }>;
};
const label = jobsArea.menus.header.label;
/** The area's path and heading, from its content file (the test reads the fixture, it imports none of it). */
const { path: jobsPath, heading } = JSON.parse(readFileSync(join(fixture, 'src/content/jobs.json'), 'utf8')) as {
  path: string;
  heading: string;
};
const jobsText = { heading };

/** Every file of the built shell with its hash: the shell must not change for the new area. */
function shellFiles(): Record<string, string> {
  const dist = join(repoRoot, 'shell/dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dist, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

const jobsName = 'mf_jobs';

/**
 * The site's discovery document without the new area: the registry's, less an area of the same
 * name or path that a team's `pnpm new:remote mf-jobs` may already have registered in this workspace.
 */
function discoveryWithoutJobs() {
  const seed = localDiscovery(portBase);
  const remotes = seed.remotes.filter(
    (remote) => remote.name !== jobsName && !(remote.area as { basePaths: string[] }).basePaths.includes(jobsPath),
  );
  return { ...seed, remotes };
}

/** The site's discovery document with the new area's entry, pinned to its build (issue 48). */
function discoveryWithJobs() {
  const seed = discoveryWithoutJobs();
  const pin = pinOfBuild(jobsDist);
  if (!pin) throw new Error(`${jobsDist} holds no pinned build.`);
  const jobs = {
    name: jobsName,
    manifest: `http://localhost:${jobsPort}/mf-manifest.json`,
    version: pin.version,
    pins: [pin],
    ...jobsArea,
  };
  return { ...seed, remotes: [...seed.remotes, jobs] };
}

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
let jobs: ServedApp;
let jobsDist: string;
let shellBefore: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  shellBefore = shellFiles();
  // The new team's own build, with the workspace's packages (those of any remote).
  jobsDist = buildAppCopy(fixture, join(repoRoot, 'mf-about/node_modules'));
  // A page is composed from what the composer read before (a budget no fetch meets, no refetch
  // meanwhile): the new area's first page has its content only when the area was read before it is served.
  site = await startStaticSite({
    portBase,
    fragmentBudgetMs: 1,
    env: { ...process.env, COMPOSER_FRAGMENT_CACHE_MS: '600000' },
  });
  // The site's own areas read before its first page, as `npm start`'s shell part does.
  await site.servers.shell?.warm?.();
  // Its own hosting site; every remote's hosting rules are alike (platform/lib/hosting-config.mjs).
  jobs = await serveApp({
    target: 'mf_about',
    port: jobsPort,
    distDir: jobsDist,
    allowedOrigins: localShellOrigins(portBase),
  });
});

test.afterAll(async () => {
  await Promise.all([site?.close(), jobs?.close()]);
});

const releaseDiscovery = (document: unknown) => {
  const release = site.servers.shell?.releaseDiscovery;
  if (!release) throw new Error('The local shell offers no release of the discovery document.');
  return release(document);
};

/** The composer reads a released document within a second: wait for the address to answer so. */
async function expectStatus(path: string, status: number) {
  await expect.poll(async () => (await fetch(`${origin}${path}`)).status, { timeout: 15_000 }).toBe(status);
}

/** The first answer at `path` other than the 404 of the document before: its HTML (a 404 is asked again). */
async function firstPageOnceServed(path: string): Promise<string> {
  let first: Response | undefined;
  await expect
    .poll(
      async () => {
        first = await fetch(`${origin}${path}`);
        return first.status;
      },
      { timeout: 15_000 },
    )
    .not.toBe(404);
  expect(first?.status).toBe(200);
  return (await first?.text()) ?? '';
}

const header = (page: Page) => page.getByRole('navigation', { name: headerText.mainNavLabel });
const footer = (page: Page) => page.getByRole('navigation', { name: footerText.quickLinksTitle });

test('releasing only the new remote and the discovery document adds its area; the shell stays as built', async ({
  page,
}) => {
  await releaseDiscovery(discoveryWithoutJobs());
  await expectStatus(jobsPath, 404);
  await releaseDiscovery(discoveryWithJobs());
  // The area's very first page already holds its content, its heading and its title: the composer
  // takes the document once it read the area (shell/server/release-warm-up.ts), as production warms.
  const html = await firstPageOnceServed(jobsPath);
  expect(html).toContain(`<title>Codekade - ${jobsArea.area.pageName}</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${jobsText.heading}</h1>`));
  // The sitemap lists it.
  expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain(`<loc>${origin}${jobsPath}</loc>`);

  // Header and footer link to it; a client-side navigation from / reaches it.
  await page.goto(`${origin}/`);
  await expect(footer(page).getByRole('link', { name: jobsArea.menus.footer.label })).toHaveAttribute('href', jobsPath);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await header(page).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobsText.heading })).toBeVisible();
  await expect(page).toHaveURL(`${origin}${jobsPath}`);
  await expect(page).toHaveTitle(`Codekade - ${jobsArea.area.pageName}`);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The mobile menu links to it too.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: mobileMenuText.open }).click();
  await expect(
    page
      .getByRole('navigation', { name: mobileMenuText.navLabel })
      .getByRole('link', { name: jobsArea.menus.mobile.label }),
  ).toHaveAttribute('href', jobsPath);

  expect(shellFiles()).toEqual(shellBefore);
});

test('on the smallest phone the open mobile menu still shows every link and, below them, the ways to reach us', async ({
  page,
}) => {
  await releaseDiscovery(discoveryWithJobs());
  await expectStatus(jobsPath, 200);
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`${origin}/over-ons`);
  await page.getByRole('button', { name: mobileMenuText.open }).click();
  const links = page.getByRole('navigation', { name: mobileMenuText.navLabel }).getByRole('link');
  await expect(links.last()).toHaveText(jobsArea.menus.mobile.label);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const foot = page.locator('#mobile-menu').getByRole('region', { name: mobileMenuText.contactTitle });
  for (const channel of await foot.getByRole('link').all()) await expect(channel).toBeInViewport({ ratio: 1 });
  const lastLinkBottom = await links.last().evaluate((link) => link.getBoundingClientRect().bottom);
  expect((await foot.boundingBox())?.y).toBeGreaterThanOrEqual(lastLinkBottom);
});

test('an entry nested below another area is left out of a release: /diensten/seo stays the services page (issue 47)', async ({
  page,
}) => {
  const nested = {
    name: 'mf_nested',
    manifest: `http://localhost:${jobsPort}/mf-manifest.json`,
    area: { basePaths: ['/diensten/x', '/diensten/seo'], pageName: 'Genest', description: 'Een gebied in een ander.' },
    menus: {},
  };
  const withJobs = discoveryWithJobs();
  await releaseDiscovery({ ...withJobs, remotes: [...withJobs.remotes, nested] });
  // The release was read: its new area answers.
  await expectStatus(jobsPath, 200);
  expect(await (await fetch(`${origin}/remotes.json`)).json()).not.toHaveProperty('mf_nested');
  const response = await page.goto(`${origin}/diensten/seo`);
  expect(response?.status()).toBe(200);
  const served = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec((await response?.text()) ?? '')?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&');
  expect(served).toBeTruthy();
  await page.waitForFunction(isPageHydrated);
  await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(served ?? '');
  await releaseDiscovery(discoveryWithoutJobs());
  await expectStatus(jobsPath, 404);
});

test('a later release of the document without it takes the area out again', async ({ page }) => {
  await releaseDiscovery(discoveryWithJobs());
  await expectStatus(jobsPath, 200);
  await releaseDiscovery(discoveryWithoutJobs());
  await expectStatus(jobsPath, 404);
  expect(await (await fetch(`${origin}/sitemap.xml`)).text()).not.toContain(jobsPath);
  await page.goto(`${origin}/`);
  await expect(header(page).getByRole('link', { name: label })).toHaveCount(0);
  await expect(footer(page).getByRole('link', { name: jobsArea.menus.footer.label })).toHaveCount(0);
  expect(shellFiles()).toEqual(shellBefore);
});
