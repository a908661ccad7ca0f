import { createServer, type Server, type Socket } from 'node:net';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import type { Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { loadingText, remoteFallbackText } from 'shell/content/remote-area-texts';
import { REMOTE_LOAD_BUDGET_MS } from 'shell/remote-load-budget';
import { areaHeadings } from '../support/area-headings';
import { expect, remotePorts, portBase as sitePortBase, test } from '../support/site';
import { TEST_FRAGMENT_BUDGET_MS } from '../support/test-fragment-budget';

// Its own copy of the local hosting, so taking a remote down here never disturbs the other tests.
const portBase = sitePortBase + 70;
const shell = `http://localhost:${portBase}`;
const aboutPort = portBase + 4;

test.describe.configure({ mode: 'serial' });

let site: StaticSite;

/**
 * The composer's budget here is the other specs' (a remote that answers is composed however busy the
 * machine is); a remote that never answers is late beyond any budget, the production one too. Both
 * sides of the budget are the test's, none is the machine's speed.
 */
const fragmentBudgetMs = TEST_FRAGMENT_BUDGET_MS;

test.beforeAll(async () => {
  // Setup, not a budget: six servers and the composer's bundle, as deployment.spec.ts and releases.spec.ts
  // start theirs; a loaded full run took more than the 30 s of a test here (at a load of 40 on two cores).
  test.setTimeout(90_000);
  site = await startStaticSite({ portBase, fragmentBudgetMs });
  await site.servers.mf_about?.close();
});

test.afterAll(async () => {
  await site?.close();
});

/** A server that takes connections and never answers: the worst a remote can do to the composer. */
async function hangingServer(port: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('an unreachable remote: the plain shell document, then the fallback in the browser', async ({ page, request }) => {
  const response = await request.get(`${shell}/over-ons`);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-codekade-composition']).toBe('plain');

  await page.goto(`${shell}/over-ons`);
  await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a remote that never answers cannot hold the first byte past the budget', async ({ request }) => {
  const hanging = await hangingServer(aboutPort);
  try {
    const started = Date.now();
    const response = await request.get(`${shell}/over-ons`);
    const elapsed = Date.now() - started;
    // An answer at all: without the budget the composer would wait for the remote for ever.
    expect(response.headers()['x-codekade-composition']).toBe('plain');
    // It waited for the remote as long as the budget lets it, no less (a lower bound holds on any machine).
    expect(elapsed).toBeGreaterThanOrEqual(fragmentBudgetMs - 50);
    // The rest of the site is composed as usual.
    expect((await request.get(`${shell}/diensten`)).headers()['x-codekade-composition']).toBe('area');
  } finally {
    await hanging.close();
  }
});

/**
 * The about remote's files, asked for at its own (hanging) port, come from the test site's about
 * server (the same build) once the test releases them: code as late as the test decides.
 */
async function aboutCodeWhenReleased(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(`http://localhost:${aboutPort}/**`, async (route) => {
    markAsked();
    await released;
    const { origin } = new URL(route.request().url());
    const url = route.request().url().replace(origin, `http://localhost:${remotePorts.mf_about}`);
    const { origin: _, ...headers } = route.request().headers();
    try {
      const response = await route.fetch({ url, headers });
      await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': shell } });
    } catch {
      // The page has gone (the test ended).
    }
  });
  return { asked, release };
}

test('a remote later than both budgets: the plain document, the fallback, then the area by itself when its code comes', async ({
  page,
}) => {
  // The composer's request for the fragment never gets an answer, so it sends the plain document.
  const hanging = await hangingServer(aboutPort);
  try {
    const code = await aboutCodeWhenReleased(page);
    // The page's clock, not the test's: the browser's load budget passes without waiting for it.
    await page.clock.install();
    const response = await page.goto(`${shell}/over-ons`, { waitUntil: 'commit' });
    expect(response?.headers()['x-codekade-composition']).toBe('plain');
    await expect(page.getByText(loadingText)).toBeVisible();
    // The area's load has begun (its budget runs from then on); its code is held back.
    await code.asked;
    await page.clock.runFor(REMOTE_LOAD_BUDGET_MS + 1_000);
    await expect(page.getByRole('heading', { name: remoteFallbackText.title })).toBeVisible();

    code.release();
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: areaHeadings.about });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: remoteFallbackText.title })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  } finally {
    await hanging.close();
  }
});

test('another remote down: the contact form still tells the visitor what is missing', async ({ page }) => {
  // The lazy toaster must not wait on, or fail with, a remote this page never shows (mf_about).
  await page.goto(`${shell}/contact`);
  const form = page.getByRole('region', { name: contactFormText.heading });
  await form.getByRole('button', { name: contactFormText.submit }).click();
  await expect(page.getByText(contactFormText.toasts.missingRequired)).toBeVisible();
});
