import { createHash } from 'node:crypto';
import { inlineScripts } from '@codekade/serving/content-security-policy';
import { notFoundText } from '@codekade/shared/not-found-texts';
import type { Page } from '@playwright/test';
import { showcaseTexts } from 'mf-projects/content/showcase';
import { serviceNotFound } from 'mf-services/content/service-not-found';
import { footerText } from 'shell/content/layout-texts';
import { loadingText } from 'shell/content/remote-area-texts';
import { notFoundRoute, publicRoutes } from '../support/routes';
import { expect, remotePorts, test } from '../support/site';

const allRoutes = [...publicRoutes, notFoundRoute];

/** Paths a remote (or the shell) does not know: each answers with its own not-found page and 404. */
const unknownPaths = [
  { path: '/bestaat-niet', heading: notFoundText.title },
  { path: '/diensten/onbekend', heading: serviceNotFound.title },
  { path: '/diensten/seo/meer', heading: notFoundText.title },
  { path: '/projecten/websites/99', heading: showcaseTexts.notFound.title },
  { path: '/projecten/webshops/1', heading: showcaseTexts.notFound.title },
  { path: '/projecten/onbekend', heading: notFoundText.title },
  { path: '/over-ons/team', heading: notFoundText.title },
  { path: '/contact/formulier', heading: notFoundText.title },
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
/** Text as the composer escapes it (`&#38;` for `&`), read back. */
const unescaped = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

test.describe('the first HTML, fetched without a browser', () => {
  for (const route of allRoutes) {
    test(`${route.path} carries its heading, text and head tags`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route === notFoundRoute ? 404 : 200);
      const html = await response.text();
      const title = attribute(html, /<title>([^<]*)<\/title>/);
      expect(unescaped(title)).toBe(route.title);
      const main = attribute(html, /<main[^>]*>([\s\S]*)<\/main>/) ?? '';
      expect(main).toMatch(/<h1[^>]*>[^<]+/);
      // Running text, not only a heading: at least one paragraph of some length.
      expect(main).toMatch(/<p[^>]*>[^<]{30,}/);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      const description = attribute(html, /<meta name="description" content="([^"]*)">/);
      expect(description?.length).toBeGreaterThan(30);
      expect(attribute(html, /<link rel="canonical" href="([^"]*)">/)).toMatch(new RegExp(`${route.path}$`));
      expect(attribute(html, /<meta property="og:title" content="([^"]*)">/)).toBe(title);
      expect(attribute(html, /<meta property="og:description" content="([^"]*)">/)).toBe(description);
      const image = attribute(html, /<meta property="og:image" content="([^"]*)">/) ?? '';
      expect((await request.get(new URL(image).pathname)).headers()['content-type']).toBe('image/png');
    });
  }

  for (const { path, heading } of unknownPaths) {
    test(`${path} answers 404 with its not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`${heading}</h1>`);
    });
  }

  test('an old service address is redirected for good', async ({ request }) => {
    const response = await request.get('/diensten/webshop', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/diensten/webshops');
  });
});

test.describe('without JavaScript', () => {
  for (const route of allRoutes) {
    test(`${route.path} shows header, heading, text and footer`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.getByRole('banner').getByRole('link', { name: /Codekade/ })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('p').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(footerText.copyright);
      await expect(page).toHaveTitle(route.title);
      await context.close();
    });
  }
});

/** Records whether the loading screen ever appears, and every console error or warning. */
async function watchFirstLoad(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A 404 page's own status is reported by the browser, not by the page.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  await page.addInitScript((loading) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(loading)) {
        document.documentElement.dataset.loadingScreenSeen = 'true';
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, loadingText);
  return problems;
}

test("the first HTML asks for no code before its first paint: its scripts are inline, the brand font's face and the boot script", async ({
  request,
}) => {
  const response = await request.get('/diensten');
  const html = await response.text();
  const live = html.replace(/<template id="codekade-area-files">.*?<\/template>/s, '');
  // No script file at all: the boot script runs inline at the end of the body and loads the app's
  // entry (named in data-entry) when it starts.
  expect([...live.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]).toEqual([]);
  // (the entry by its pin: issue 48, docs/integrity.md)
  const boot =
    /<script data-entry="\/static\/js\/index\.\w+\.js" data-entry-integrity="sha384-[\w+/]{64}">([\s\S]+?)<\/script><\/body>/.exec(
      live,
    )?.[1];
  expect(boot).toBeDefined();
  // In the head, before the body is parsed, the one script that hands the brand font's first-paint
  // face to the browser from its bytes (data beside it, never run: shell/first-paint-font.ts).
  const head = /<head>([\s\S]*)<\/head>/.exec(live)?.[1] ?? '';
  const [fontFace, ...otherHeadScripts] = inlineScripts(head);
  expect(fontFace).toContain('new FontFace(');
  expect(otherHeadScripts).toEqual([]);
  expect(inlineScripts(live)).toEqual([fontFace, boot]);
  // The page's policy admits that very code, by its hash, and no other inline script.
  const hashOf = (code: string | undefined) =>
    `'sha256-${createHash('sha256')
      .update(code ?? '')
      .digest('base64')}'`;
  const scriptSrc = response
    .headers()
    ['content-security-policy']?.split('; ')
    .find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toContain(hashOf(boot));
  expect(scriptSrc).toContain(hashOf(fontFace));
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // The remote's manifest, entry and page files wait in the inert template until the app starts.
  expect(live).not.toMatch(/<link rel="preload" as="(script|fetch|style)"/);
  expect(html).toMatch(/<template id="codekade-area-files">.*remoteEntry\.js.*<\/template>/s);
});

test.describe('with JavaScript, the server HTML is hydrated in place', () => {
  // An unknown path shares the page composed for its folder (not-found-stand-in.ts): the shell's HTML
  // must still be what the browser renders for its own path, and its canonical link its own. One of
  // each kind: no area's, an area's, and deeper in an area.
  const sharedNotFounds = unknownPaths.filter(({ path }) =>
    ['/bestaat-niet', '/diensten/onbekend', '/diensten/seo/meer'].includes(path),
  );
  for (const { path, heading } of sharedNotFounds) {
    test(`unknown ${path} hydrates in place with its own canonical link`, async ({ page }) => {
      const problems = await watchFirstLoad(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      expect(await page.locator('html').getAttribute('data-loading-screen-seen')).toBeNull();
      expect(problems).toEqual([]);
    });
  }

  for (const route of allRoutes) {
    test(`${route.path} hydrates without warnings and never shows the loading screen`, async ({ page }) => {
      const problems = await watchFirstLoad(page);
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await page.locator('html').getAttribute('data-loading-screen-seen')).toBeNull();
      await expect(page).toHaveTitle(route.title);
      expect(problems).toEqual([]);
    });
  }

  test("a project page's main picture arrives before the app's code is asked for", async ({ page, baseURL }) => {
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (/poster\.[\w-]+\.webp$/.test(request.url())) order.push('poster');
    });
    page.on('request', (request) => {
      // The shell's lazily loaded code (React, the router, the layout) is asked for only as the app starts.
      if (request.url().startsWith(`${baseURL}/static/js/async/`)) order.push('app code');
    });
    // A slow network for the picture (within the app's wait for it); the code is on a fast one.
    await page.route(/poster\.[\w-]+\.webp$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/projecten/webshops/4');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(order[0]).toBe('poster');
    expect(order).toContain('app code');
  });

  test('a composed page fetches none of the style files whose CSS it inlined, and keeps its look', async ({
    page,
    baseURL,
  }) => {
    const fetched: string[] = [];
    // The idle warm-up loads the other areas' code and styles for a later visit: only the shell's and
    // the page's own area's style files count here.
    const ownOrigins = [new URL(baseURL ?? '').origin, `http://localhost:${remotePorts.mf_home}`];
    page.on('request', (request) => {
      if (request.url().endsWith('.css') && ownOrigins.includes(new URL(request.url()).origin))
        fetched.push(request.url());
    });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.evaluate((element) => getComputedStyle(element).fontSize);
    // A visitor scrolls down at once: the parts below the fold load their code, and with it their
    // chunks' style files, as the app starts and they come into view.
    for (let step = 0; step < 30; step += 1) await page.mouse.wheel(0, 600);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[data-area="ready"]')).toBeVisible();
    const parts = await page.locator('[data-below-the-fold]').all();
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) await expect(part).toHaveAttribute('data-ready', '');
    // Every load is over before nothing fetched can be told from nothing fetched yet.
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    expect(await heading.evaluate((element) => getComputedStyle(element).fontSize)).toBe(before);
  });

  test('the hydrated page answers to input', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });
});
