import { createServer, type Server, type Socket } from 'node:net';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import { contactFormText } from 'mf-contact/content/contact-form';
import { remoteFallbackText } from 'shell/content/remote-area-texts';
import { DEFAULT_FRAGMENT_BUDGET_MS } from 'shell/fragment-budget';
import { expect, portBase as sitePortBase, test } from '../support/site';

// Its own copy of the local hosting, so taking a remote down here never disturbs the other tests.
const portBase = sitePortBase + 70;
const shell = `http://localhost:${portBase}`;
const aboutPort = portBase + 4;

test.describe.configure({ mode: 'serial' });

let site: StaticSite;

test.beforeAll(async () => {
  // The production budget, not the generous one the other specs get on a busy machine.
  site = await startStaticSite({ portBase, fragmentBudgetMs: DEFAULT_FRAGMENT_BUDGET_MS });
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
    expect(response.headers()['x-codekade-composition']).toBe('plain');
    // The composer's budget is DEFAULT_FRAGMENT_BUDGET_MS; the margin is for a loaded test machine, far below a hang.
    expect(elapsed).toBeLessThan(3000);
    // The rest of the site is composed as usual.
    expect((await request.get(`${shell}/diensten`)).headers()['x-codekade-composition']).toBe('area');
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
