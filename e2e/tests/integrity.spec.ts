import { navLabels } from '@codekade/platform/site-menus';
import type { Page, Route } from '@playwright/test';
import { infoTabs } from 'mf-home/content/info-tabs';
import { areaLateNote } from 'shell/content/remote-area-texts';
import { areaHeadings } from '../support/area-headings';
import { collectBeacons, type SentBeacon } from '../support/measurements';
import { expect, remotePorts, test } from '../support/site';

// Issue 48, the browser's half: a remote's file whose bytes are not the ones its build pinned never
// runs. Each case changes one byte of one file on its way (this test's own route; the shared build
// and the site's hosting stay as they are) and needs one page.

const remoteOrigin = (remote: string) => `http://localhost:${remotePorts[remote]}`;

/**
 * Changes one byte of the first file of `pattern` whose text `holds`, every time it is asked for
 * (every other file passes as it came): the byte after the first occurrence of `at` in it becomes
 * `to`, inside a string, so the code would run as ever if nothing checked it. Resolves with the URL
 * of the changed file once it was asked for.
 */
function changeOneByte(
  page: Page,
  pattern: string,
  { holds, at, to = 'Q' }: { holds: (text: string) => boolean; at: string; to?: string },
): Promise<string> {
  let changed: string | undefined;
  return new Promise<string>((resolve) => {
    void page.route(pattern, async (route: Route) => {
      const response = await route.fetch();
      const text = await response.text();
      const url = route.request().url();
      const index = text.indexOf(at) + at.length;
      const changes =
        changed === undefined ? holds(text) && index >= at.length && index < text.length : changed === url;
      if (!changes) return route.fulfill({ response, body: text });
      changed = url;
      const body = `${text.slice(0, index)}${text[index] === to ? 'R' : to}${text.slice(index + 1)}`;
      await route.fulfill({ response, body });
      resolve(url);
    });
  });
}

/** The page's console errors, and those that tell of a file that was not the pinned one. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    errors,
    changedFiles: () => errors.filter((text) => text.startsWith('[shell] Integrity: ')),
  };
}

/** Sends what the page measured now, as it does when the visitor leaves it, and the records that count a changed file. */
async function reportedChanges(page: Page, beacons: SentBeacon[], remote: string) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => beacons.flatMap(({ beacon }) => beacon.records).filter((record) => record.integrityFailures === 1))
    .toEqual([expect.objectContaining({ remote })]);
}

const main = (page: Page) => page.getByRole('main');
const lateNote = (page: Page) => page.getByRole('status').filter({ hasText: areaLateNote });

test('a changed byte in a remote entry: it never runs, the area keeps its first HTML, the rest works, and it is reported', async ({
  page,
}) => {
  const { changedFiles } = watchErrors(page);
  const beacons = collectBeacons(page);
  // Inside the text of the error it throws on an older shell: valid code, one byte changed.
  const changed = changeOneByte(page, `${remoteOrigin('mf_about')}/**/remoteEntry.js`, {
    holds: (text) => text.includes('Release the shell fi'),
    at: 'Release the shell fi',
  });
  await page.goto('/over-ons');
  expect(await changed).toMatch(/\/v\/[^/]+\/remoteEntry\.js$/);
  await expect(lateNote(page)).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.about })).toBeVisible();
  // The entry never ran: its container was never made.
  expect(await page.evaluate(() => 'mf_about' in window)).toBe(false);
  // The check of which file changed runs after the failure (integrity-failures.ts loads then only).
  await expect.poll(changedFiles).toEqual([expect.stringContaining(`remote "mf_about"`)]);
  await reportedChanges(page, beacons, 'mf_about');

  await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
});

test('a changed byte in a chunk a tap loads: the part keeps its first HTML, the rest of the page hydrates, and it is reported', async ({
  page,
}) => {
  const { changedFiles } = watchErrors(page);
  const beacons = collectBeacons(page);
  const [firstTab, secondTab] = infoTabs;
  // The chunk of the info tabs, a part below the fold whose code loads when the visitor reaches it.
  const changed = changeOneByte(page, `${remoteOrigin('mf_home')}/**/*.js`, {
    holds: (text) => text.includes(secondTab?.content.title ?? '\u0000'),
    at: secondTab?.content.title.slice(0, 4) ?? '',
  });
  await page.goto('/');
  const tabs = main(page).locator('[data-below-the-fold="info-tabs"]');
  await tabs.scrollIntoViewIfNeeded();
  await tabs.getByRole('tab', { name: secondTab?.title }).click();
  await changed;
  await expect.poll(changedFiles).toEqual([expect.stringContaining(`remote "mf_home"`)]);
  // The part's code never ran: the server's HTML stays, its first tab open, the tap held.
  await expect(tabs).not.toHaveAttribute('data-ready');
  await expect(tabs.getByRole('tab', { name: firstTab?.title })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  // The other parts below the fold load and hydrate as ever.
  const process = main(page).locator('[data-below-the-fold="process"]');
  await process.scrollIntoViewIfNeeded();
  await expect(process).toHaveAttribute('data-ready', '');
  await reportedChanges(page, beacons, 'mf_home');
});

test.describe('a browser that does not apply @scope loads the area’s stylesheets', () => {
  test.beforeEach(async ({ page }) => {
    // As Firefox before 146: the composer's inlined area CSS does not apply, the files load.
    await page.addInitScript(() => {
      delete (window as { CSSScopeRule?: unknown }).CSSScopeRule;
    });
  });

  test('a changed byte in a stylesheet: it never applies, the area keeps its first HTML, and it is reported', async ({
    page,
  }) => {
    const { changedFiles } = watchErrors(page);
    const beacons = collectBeacons(page);
    const changed = changeOneByte(page, `${remoteOrigin('mf_about')}/**/*.css`, { holds: () => true, at: '{' });
    await page.goto('/over-ons');
    const url = await changed;
    await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.about })).toBeVisible();
    await expect.poll(changedFiles).toEqual([expect.stringContaining(`remote "mf_about"`)]);
    // The changed stylesheet was refused: no rules of it ever applied.
    expect(
      await page.evaluate(
        (href) => [...document.styleSheets].some((sheet) => sheet.href === href && sheet.cssRules.length > 0),
        url,
      ),
    ).toBe(false);
    await reportedChanges(page, beacons, 'mf_about');
  });

  test('untouched, every script and stylesheet of the remotes loads by its pin, with CORS', async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto('/diensten');
    await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
    await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
    const remoteFiles = await page.evaluate((origin) => {
      const elements = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')];
      return (
        elements
          .filter((element) => ('src' in element ? element.src : element.href).startsWith(origin))
          // A disabled link is never fetched; the manifest's preload (as=fetch) takes no integrity in
          // Chromium: the shell digests the manifest's bytes itself.
          .filter((element) => !(element instanceof HTMLLinkElement && (element.disabled || element.as === 'fetch')))
          .map((element) => ({
            url: 'src' in element ? element.src : element.href,
            integrity: element.integrity,
            crossOrigin: element.crossOrigin,
          }))
      );
    }, remoteOrigin('mf_services'));
    expect(remoteFiles.length).toBeGreaterThan(0);
    for (const file of remoteFiles) {
      expect(file, file.url).toMatchObject({ integrity: expect.stringMatching(/^sha384-/), crossOrigin: 'anonymous' });
    }
    expect(errors).toEqual([]);
  });
});

test.describe("the shell's own files, pinned in its documents", () => {
  /** Chromium's console error for a file whose bytes are not its `integrity`: the file was never run. */
  const blockedFiles = (errors: readonly string[]) =>
    errors.filter((text) => text.includes("'integrity'") && text.includes('has been blocked'));

  for (const { file, pattern, at } of [
    // Inside a string of the federation runtime's: valid code, one byte changed.
    { file: 'entry', pattern: '**/static/js/index.*.js', at: 'ScriptNetwo' },
    { file: 'app chunk', pattern: '**/static/js/async/app.*.js', at: '[shell] ' },
  ]) {
    test(`a changed byte in the shell's ${file}: it never runs, the page keeps its first HTML and its links work`, async ({
      page,
    }) => {
      const { errors } = watchErrors(page);
      const changed = changeOneByte(page, pattern, { holds: (text) => text.includes(at), at });
      await page.goto('/over-ons', { waitUntil: 'load' });
      const url = await changed;
      await expect.poll(() => blockedFiles(errors)).toEqual([expect.stringContaining(url)]);
      // Never run: the app never started, so the page is the server's HTML, whole.
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      if (file === 'entry') expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
      await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.about })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
    });
  }

  test('untouched, every script and stylesheet of the shell loads by its pin', async ({ page }) => {
    const { errors } = watchErrors(page);
    // Chunk loading removes a script element once it ran: each is noted as it is added.
    await page.addInitScript(() => {
      const added: { url: string; integrity: string }[] = [];
      Object.assign(window, { addedFiles: added });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) added.push({ url: node.src, integrity: node.integrity });
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
            added.push({ url: node.href, integrity: node.integrity });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/diensten');
    const shellFiles = await page.evaluate(() =>
      (window as unknown as { addedFiles: { url: string; integrity: string }[] }).addedFiles.filter(
        ({ url }) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/static/'),
      ),
    );
    expect(shellFiles.map(({ url }) => new URL(url).pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/static\/js\/index\./), expect.stringMatching(/\/app\./)]),
    );
    for (const file of shellFiles)
      expect(file, file.url).toMatchObject({ integrity: expect.stringMatching(/^sha384-/) });
    expect(errors).toEqual([]);
  });
});
