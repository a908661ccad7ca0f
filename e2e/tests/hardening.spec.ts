import { navLabels } from '@codekade/platform/site-menus';
import type { Page } from '@playwright/test';
import { localRemoteBadgeText } from 'shell/content/developer-badge-texts';
import { footerText } from 'shell/content/layout-texts';
import { areaLateNote, remoteFallbackText } from 'shell/content/remote-area-texts';
import { REMOTE_LOAD_BUDGET_MS } from 'shell/remote-load-budget';
import { areaHeadings } from '../support/area-headings';
import { confirmOverrideLink, overrideConfirmation } from '../support/override-confirmation';
import { expect, portBase, remotePorts, test } from '../support/site';

const aboutHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: areaHeadings.about });
const retryButton = (page: Page) => page.getByRole('button', { name: remoteFallbackText.actionLabel });
const lateNote = (page: Page) => page.getByRole('status').filter({ hasText: areaLateNote });
const badge = (page: Page) => page.getByRole('complementary', { name: localRemoteBadgeText.label });

/** What a browser that blocks site data does: merely reading the storage objects throws. */
function blockSiteData() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

test.describe('blocked site data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(blockSiteData);
  });

  test('every area renders with header and footer', async ({ page }) => {
    for (const [path, heading] of [
      ['/', /.+/],
      ['/diensten', areaHeadings.services],
      ['/over-ons', areaHeadings.about],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: /Codekade/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(footerText.copyright);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('an override link asks nothing and changes nothing: an override cannot be kept for the session', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const manifest = `http://localhost:${remotePorts.mf_about}/mf-manifest.json`;
    await page.goto(`/over-ons?remoteOverride=mf_about=${manifest}`);
    await expect(aboutHeading(page)).toBeVisible();
    await expect(overrideConfirmation(page)).toHaveCount(0);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(footerText.copyright);
    expect(warnings.join('\n')).toContain('keeps no site data');
  });
});

test.describe('the load budget', () => {
  test('a remote entry that hangs on a first load: the page stays readable with a note, and hydrates when it comes', async ({
    page,
  }) => {
    await page.clock.install();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let entryAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      entryAsked = resolve;
    });
    // The entry of the version the page loads (/v/<build id>/, issue 48), or the root's.
    await page.route(
      new RegExp(`^http://localhost:${remotePorts.mf_about}/(?:v/[^/]+/)?remoteEntry\\.js$`),
      async (route) => {
        entryAsked();
        await answered;
        await route.continue();
      },
    );
    // The server's HTML shows at once; the remote's code is what hangs.
    await page.goto('/over-ons', { waitUntil: 'load' });
    await expect(aboutHeading(page)).toBeVisible();
    // The area's load has begun, and its budget with it (on a busy machine that can be after the load event).
    await asked;
    await page.clock.runFor(REMOTE_LOAD_BUDGET_MS + 100);
    await expect(lateNote(page)).toBeVisible();
    await expect(retryButton(page)).toHaveCount(0);
    await expect(aboutHeading(page)).toBeVisible();

    answer();
    await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
    await expect(lateNote(page)).toHaveCount(0);
    await expect(aboutHeading(page)).toBeVisible();
  });

  test('a manifest that never answers on a visit from another page gives the fallback within the budget, and the retry loads it', async ({
    page,
  }) => {
    await page.clock.install();
    let hang = true;
    // The manifest of the version the page loads (/v/<build id>/, issue 48), or the root's.
    await page.route(
      new RegExp(`^http://localhost:${remotePorts.mf_services}/(?:v/[^/]+/)?mf-manifest\\.json$`),
      async (route) => {
        if (!hang) await route.continue();
      },
    );
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
    await page.clock.runFor(REMOTE_LOAD_BUDGET_MS + 100);
    await expect(retryButton(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    hang = false;
    await retryButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  });
});

/** A developer server on this machine that nothing listens on; the tests answer for it. */
const localOrigin = `http://localhost:${portBase + 61}`;
const localManifest = `${localOrigin}/mf-manifest.json`;
const overrideLink = `/over-ons?remoteOverride=mf_about=${localManifest}`;

type Manifest = { metaData: Record<string, unknown> };

const crafted: Record<string, (manifest: Manifest) => void> = {
  'a publicPath on another host': (manifest) => {
    manifest.metaData.publicPath = 'http://remotes.example/';
  },
  getPublicPath: (manifest) => {
    delete manifest.metaData.publicPath;
    manifest.metaData.getPublicPath = "window.__getPublicPathRan = true; return 'http://remotes.example/'";
  },
  'a protocol-relative publicPath': (manifest) => {
    manifest.metaData.publicPath = '//remotes.example/';
  },
};

/** Records every request that leaves this machine and answers it with an error. */
async function watchForeignRequests(page: Page): Promise<string[]> {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) foreign.push(request.url());
  });
  await page.route('http://remotes.example/**', (route) => route.abort('connectionrefused'));
  return foreign;
}

async function deployedAboutManifest(page: Page): Promise<Manifest> {
  return (await (
    await page.request.get(`http://localhost:${remotePorts.mf_about}/mf-manifest.json`)
  ).json()) as Manifest;
}

/** Answers the local manifest URL: the n-th request (from 0) gets `manifests[n]`, later ones the last. */
async function serveLocalManifests(page: Page, manifests: Manifest[]): Promise<void> {
  let served = 0;
  await page.route(localManifest, (route) => {
    const manifest = manifests[Math.min(served, manifests.length - 1)];
    served += 1;
    return route.fulfill({ json: manifest, headers: { 'access-control-allow-origin': '*' } });
  });
}

test.describe('an override link loads only code from this machine', () => {
  test('an override whose manifest cannot be loaded is refused, not stored, and the deployed remote shows', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`${localOrigin}/**`, (route) => route.abort('connectionrefused'));
    await confirmOverrideLink(page, overrideLink);
    await expect(aboutHeading(page)).toBeVisible();
    await expect(retryButton(page)).toHaveCount(0);
    expect(warnings.join('\n')).toContain('Ignoring remote override for "mf_about"');

    await page.goto('/over-ons');
    await expect(aboutHeading(page)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });

  for (const [name, craft] of Object.entries(crafted)) {
    test(`a local manifest with ${name} is refused before anything loads`, async ({ page }) => {
      const foreign = await watchForeignRequests(page);
      const manifest = await deployedAboutManifest(page);
      craft(manifest);
      await serveLocalManifests(page, [manifest]);
      await confirmOverrideLink(page, overrideLink);
      await expect(aboutHeading(page)).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as { __getPublicPathRan?: boolean }).__getPublicPathRan),
      ).toBeUndefined();
      expect(foreign).toEqual([]);
    });

    test(`the federation runtime itself refuses a local manifest with ${name}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const foreign = await watchForeignRequests(page);
      const good = await deployedAboutManifest(page);
      const bad = structuredClone(good);
      craft(bad);
      // The check of the link sees a good manifest; the load that follows gets the crafted one.
      await serveLocalManifests(page, [good, bad]);
      await confirmOverrideLink(page, overrideLink);
      // The refused code never runs; the server's page stays, readable, with the note.
      await expect(lateNote(page)).toBeVisible();
      await expect(aboutHeading(page)).toBeVisible();
      await expect(badge(page)).toContainText(localRemoteBadgeText.active(['mf_about']));
      expect(errors.join('\n')).toContain('An override loads only from this machine');
      expect(
        await page.evaluate(() => (window as { __getPublicPathRan?: boolean }).__getPublicPathRan),
      ).toBeUndefined();
      expect(foreign).toEqual([]);
    });
  }
});
