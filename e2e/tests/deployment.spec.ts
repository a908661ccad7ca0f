import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinBuild } from '@codekade/platform/integrity-pins';
import { navLabels } from '@codekade/platform/site-menus';
import { type StaticSite, serveApp, startStaticSite } from '@codekade/platform/static-site';
import { BEACON_PATH } from '@codekade/shared/measurements';
import type { APIRequestContext } from '@playwright/test';
import { localRemoteBadgeText } from 'shell/content/developer-badge-texts';
import { areaLateNote, loadingText, remoteFallbackText } from 'shell/content/remote-area-texts';
import { areaHeadings } from '../support/area-headings';
import { buildChangedRemote, repoRoot } from '../support/changed-remote';
import { confirmOverrideLink } from '../support/override-confirmation';
import { expect, portBase as sitePortBase, test } from '../support/site';

// This file runs its own copy of the local hosting on its own ports, so deploying here never
// disturbs the site the other tests use.
const portBase = sitePortBase + 50;
const ORIGINAL_HEADING = areaHeadings.about;
const CHANGED_HEADING = `${areaHeadings.about}, opnieuw uitgerold`;

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
let changedDist: string;
/** The build id of the changed release: the version its folder is served as. */
let changedId: string;

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hash.update(path.slice(dir.length)).update(readFileSync(path));
  }
  return hash.digest('hex');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  changedDist = buildChangedRemote(
    'mf-about',
    `aboutTitle = '${ORIGINAL_HEADING}'`,
    `aboutTitle = '${CHANGED_HEADING}'`,
  );
  changedId = JSON.parse(readFileSync(join(changedDist, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildId;
  site = await startStaticSite({ portBase });
});

test.afterAll(async () => {
  await site?.close();
});

const aboutHeading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** The composed HTML the server sends for a path, before any script runs. */
async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(`http://localhost:${portBase}${path}`)).text();
}

test('one remote is redeployed and rolled back without touching the shell', async ({ page, request }) => {
  const shellDist = join(repoRoot, 'shell/dist');
  const shellBefore = hashTree(shellDist);
  const origin = `http://localhost:${portBase}`;

  await page.goto(`${origin}/over-ons`);
  await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
  expect(await servedHtml(request, '/over-ons')).toContain(`>${ORIGINAL_HEADING}</h1>`);

  // Both steps of a release (issue 48): the files, then the discovery document with the build's pin.
  await site.servers.mf_about?.deploy(changedDist);
  // The next load's HTML already comes from the new release, prerendered at its own build.
  expect(await servedHtml(request, '/over-ons')).toContain(`>${CHANGED_HEADING}</h1>`);
  await page.reload();
  await expect(aboutHeading(page, CHANGED_HEADING)).toBeVisible();
  // The rest of the site still comes from the releases it had.
  await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
  await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();

  await site.servers.mf_about?.deploy(join(repoRoot, 'mf-about/dist'));
  await page.goto(`${origin}/over-ons`);
  await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
  expect(await servedHtml(request, '/over-ons')).toContain(`>${ORIGINAL_HEADING}</h1>`);

  expect(hashTree(shellDist)).toBe(shellBefore);
});

test('HTML from one release and code from the next: the page renders the new code with no flash or error', async ({
  page,
}) => {
  const problems: string[] = [];
  // The composer preloaded the files of the version it composed from; the deploy (without kept files
  // or versions) removed its folder. Loaded with CORS, their 404 shows on the console.
  const removedByDeploy = (url: string) =>
    url.startsWith(`http://localhost:${portBase + 4}/v/`) && !new URL(url).pathname.includes(`/v/${changedId}/`);
  // The page's version is gone, so the shell moves to the version the site serves now (release-recovery.ts).
  const moving =
    /is gone; moving to its live release|The remote "mf_about" is already registered|Failed to get manifest\. #RUNTIME-003/;
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/status of 404/.test(message.text()) && removedByDeploy(message.location().url)) return;
    if (moving.test(message.text())) return;
    // Its beacon names the page's version (its load failed), which a release without kept versions
    // removed: the composer counts no version the site no longer holds (422).
    if (/status of 422/.test(message.text()) && message.location().url.endsWith(BEACON_PATH)) return;
    problems.push(message.text());
  });
  await page.addInitScript((loading) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(loading)) document.documentElement.dataset.flash = 'true';
    }).observe(document, { subtree: true, childList: true });
  }, loadingText);
  // The page is composed from the current release; the remote's team deploys before its code arrives.
  let deployed: () => void = () => undefined;
  const newRelease = new Promise<void>((resolve) => {
    deployed = resolve;
  });
  const remoteFiles = `http://localhost:${portBase + 4}/**`;
  await page.route(remoteFiles, async (route) => {
    await newRelease;
    await route.continue();
  });
  try {
    await page.goto(`http://localhost:${portBase}/over-ons`, { waitUntil: 'commit' });
    await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
    await site.servers.mf_about?.deploy(changedDist);
    deployed();
    await expect(aboutHeading(page, CHANGED_HEADING)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
    await expect(aboutHeading(page, ORIGINAL_HEADING)).toHaveCount(0);
    expect(await page.locator('html').getAttribute('data-flash')).toBeNull();
    expect(problems.filter((text) => !/preloaded using link preload but not used/.test(text))).toEqual([]);
  } finally {
    await site.servers.mf_about?.deploy(join(repoRoot, 'mf-about/dist'));
  }
});

test('a loopback override switches one remote to a local server, with a badge that resets it', async ({ page }) => {
  const localRemote = await serveApp({
    target: 'mf_about',
    port: portBase + 10,
    distDir: changedDist,
    allowedOrigins: [`http://localhost:${portBase}`],
  });
  try {
    const manifest = `http://localhost:${localRemote.port}/mf-manifest.json`;
    await confirmOverrideLink(page, `http://localhost:${portBase}/over-ons?remoteOverride=mf_about=${manifest}`);
    await expect(aboutHeading(page, CHANGED_HEADING)).toBeVisible();
    await expect(page).toHaveURL(/\/over-ons$/);
    const badge = page.getByRole('complementary', { name: localRemoteBadgeText.label });
    await expect(badge).toContainText(localRemoteBadgeText.active(['mf_about']));

    // The override is kept across visits of this tab's session until reset.
    await page.goto(`http://localhost:${portBase}/over-ons`);
    await expect(aboutHeading(page, CHANGED_HEADING)).toBeVisible();

    await badge.getByRole('button', { name: localRemoteBadgeText.reset }).click();
    await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
    await expect(badge).toHaveCount(0);
  } finally {
    await localRemote.close();
  }
});

test('an override to any other host is ignored and logged', async ({ page }) => {
  const warnings: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) foreignRequests.push(request.url());
  });
  await page.goto(
    `http://localhost:${portBase}/over-ons?remoteOverride=mf_about=https://remotes.example/mf-manifest.json`,
  );
  await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
  await expect(page.getByRole('complementary', { name: localRemoteBadgeText.label })).toHaveCount(0);
  expect(warnings.join('\n')).toContain('only loopback URLs');
  expect(foreignRequests).toEqual([]);
});

test('a remote built against another shared-contract major is refused: the page stays as the server sent it, with a note', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A release of a build whose manifest names another major, pinned as its build would pin it (a
  // manifest changed on its way would be refused by its pin before the contract is read: integrity.spec).
  const otherMajor = mkdtempSync(join(tmpdir(), 'codekade-other-major-'));
  cpSync(join(repoRoot, 'mf-about/dist'), otherMajor, { recursive: true });
  const manifestFile = join(otherMajor, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.sharedContractMajor = 2;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  pinBuild(otherMajor);
  await site.servers.mf_about?.deploy(otherMajor);
  try {
    await page.goto(`http://localhost:${portBase}/over-ons`);
    await expect(page.getByRole('status').filter({ hasText: areaLateNote })).toBeVisible();
    await expect(aboutHeading(page, ORIGINAL_HEADING)).toBeVisible();
    await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toHaveCount(0);
    expect(errors.join('\n')).toContain('shared contract major 2');
    await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
    await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
  } finally {
    await site.servers.mf_about?.deploy(join(repoRoot, 'mf-about/dist'));
  }
});
