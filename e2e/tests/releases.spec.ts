import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIdOf } from '@codekade/platform/release-versions';
import { mobileNavLabels, navLabels } from '@codekade/platform/site-menus';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import { versionFolder } from '@codekade/shared/versions';
import type { Page, Route } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { contactInfoText } from 'mf-contact/content/contact-page';
import { processIntro } from 'mf-home/content/process-steps';
import { mobileMenuText } from 'shell/content/layout-texts';
import { remoteFallbackText } from 'shell/content/remote-area-texts';
import { areaHeadings } from '../support/area-headings';
import { showBelowTheFold } from '../support/below-the-fold';
import { buildChangedRemote } from '../support/changed-remote';
import { contactForm, MISSING, SUCCESS, storedMessagesWith, visitorMessage } from '../support/contact-messages';
import { routeToRunStore } from '../support/contact-store';
import { expect, portBase as sitePortBase, test, waitForHydration } from '../support/site';

// A visitor keeps a page open while a team releases its app on the local hosting, which releases as
// `pnpm deploy:*` does (platform/lib/local-releases.mjs). Each scenario runs twice: with the files the
// release keeps from the one it replaced, and with those kept files deleted, so the browser's own
// recovery must carry the page. Its own copy of the hosting, on its own ports; the messages go to
// the run's Firestore emulator (which answers any origin, as Firestore does).
const portBase = sitePortBase + 30;
const origin = `http://localhost:${portBase}`;
const CHANGED_PROCESS_TITLE = `${processIntro.title}, vernieuwd`;

const modes = ['kept files', 'kept files deleted'] as const;
type Mode = (typeof modes)[number];
type Target = 'shell' | 'mf_home' | 'mf_contact';

test.describe.configure({ mode: 'serial' });

let site: StaticSite;
const releases = {} as Record<Target, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // One changed build per app, shared by every scenario.
  releases.mf_home = buildChangedRemote('mf-home', `'${processIntro.title}'`, `'${CHANGED_PROCESS_TITLE}'`);
  releases.mf_contact = buildChangedRemote(
    'mf-contact',
    `'${contactInfoText.intro}'`,
    `'${contactInfoText.intro} Tot snel!'`,
  );
  // One padding in the menu panel; built elsewhere, every CSS class and so every shell file is renamed.
  releases.shell = buildChangedRemote(
    'shell',
    'padding: var(--space-6) var(--gutter);',
    'padding: var(--space-7) var(--gutter);',
  );
  site = await startStaticSite({ portBase });
});

test.afterAll(async () => {
  await site?.close();
});

const released = new Set<Target>();

/**
 * Releases the changed build of `target`; without its kept files when the mode says so: the root's
 * files of the release it replaced and, for a remote, that release's version folder, whose files a
 * page composed before loads (remotes load by version only, docs/integrity.md).
 */
async function release(target: Target, mode: Mode): Promise<void> {
  const app = site.servers[target];
  if (!app) throw new Error(`No served app ${target}.`);
  const before = buildIdOf(app.liveDir());
  const { carried } = await app.release(releases[target]);
  expect(carried.length, 'the release keeps the files of the one it replaced').toBeGreaterThan(0);
  if (mode === 'kept files deleted') {
    for (const file of carried) rmSync(join(app.liveDir(), file));
    if (target !== 'shell' && before) rmSync(join(app.liveDir(), versionFolder(before)), { recursive: true });
  }
  released.add(target);
}

test.afterEach(async () => {
  // Back to the build the site started with, as `pnpm rollback:*` does.
  for (const target of released) await site.servers[target]?.rollback(1);
  released.clear();
});

/** Console errors and warnings, except the ones a release is expected to cause. */
function watchConsole(page: Page, mode: Mode): string[] {
  const problems: string[] = [];
  const expected = [
    // Files the composer preloaded for the page's release, and after a release never used.
    /preloaded using link preload but not used/,
    // The recovery path: the requests for the deleted files, and the shell saying it moves on.
    ...(mode === 'kept files deleted'
      ? [
          /Failed to load resource: the server responded with a status of 404/,
          // The same answer (a 404 page, HTML as Hosting sends it) to a script or stylesheet loaded with
          // CORS, as a remote's files are.
          /^Refused to (?:execute script|apply style) from '[^']+' because its MIME type \('text\/html'\)/,
          /is gone; moving to its live release/,
          // The federation runtime's note when the shell registers the remote's live release again.
          /The remote "\w+" is already registered/,
          // The runtime's warning or error when the page's version folder is gone (its manifest answers
          // 404, issue 48: remotes load by version only), before the shell moves to the live release; a
          // prefetch that asks for it before the click logs it without the runtime's prefix.
          /^(?:\[ Federation Runtime \] )?Error: \[ Federation Runtime \]: Failed to get manifest\. #RUNTIME-003[\s\S]*is gone \(HTTP 404\)/,
        ]
      : []),
  ];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (!expected.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
  });
  return problems;
}

const main = (page: Page) => page.getByRole('main');
const fallback = (page: Page) => page.getByRole('heading', { name: remoteFallbackText.title });
const mainTextLength = async (page: Page) => ((await main(page).textContent()) ?? '').length;
/** The whole area is there: its text, give or take what a slider or tab shows at the moment. */
const isWhole = (length: number, before: number) => length >= before * 0.95;

/** Scrolls through the home page: every deferred section loads and hydrates. */
async function showEveryDeferredPart(page: Page): Promise<void> {
  const parts = main(page).locator('[data-below-the-fold]');
  await expect(parts.first()).toBeAttached();
  for (let index = 0; index < (await parts.count()); index += 1) await showBelowTheFold(parts.nth(index));
}

const processHeading = (page: Page, title: string) =>
  main(page).getByRole('heading', { level: 2, name: title, exact: true });

for (const mode of modes) {
  test(`home open, mf-home released (${mode}): the deferred sections hydrate, and away and back works`, async ({
    page,
  }) => {
    const problems = watchConsole(page, mode);
    await page.goto(`${origin}/`);
    const before = await mainTextLength(page);
    await release('mf_home', mode);

    await showEveryDeferredPart(page);
    await expect(fallback(page)).toHaveCount(0);
    // With the kept files the page runs on as it was; without, it renders from the new release.
    await expect(
      processHeading(page, mode === 'kept files' ? processIntro.title : CHANGED_PROCESS_TITLE),
    ).toBeVisible();
    expect(isWhole(await mainTextLength(page), before)).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: navLabels.services }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: navLabels.home }).click();
    await showEveryDeferredPart(page);
    await expect(fallback(page)).toHaveCount(0);
    expect(isWhole(await mainTextLength(page), before)).toBe(true);
    expect(problems).toEqual([]);
  });

  test(`services open with home prefetched, mf-home released (${mode}): Home opens whole`, async ({ page }) => {
    const problems = watchConsole(page, mode);
    // The idle warm-up, or a hover on the link, loads and runs the home area's routes ahead of the click.
    // The page's version of it, in its own folder (issue 48: remotes load by version only).
    const homeEntry = page.waitForResponse(
      (response) =>
        /^\/v\/[^/]+\/remoteEntry\.js$/.test(new URL(response.url()).pathname) &&
        response.url().startsWith(`http://localhost:${portBase + 1}/`),
    );
    await page.goto(`${origin}/diensten`);
    const homeLink = page.getByRole('banner').getByRole('link', { name: navLabels.home });
    await homeLink.hover();
    await homeEntry;
    await release('mf_home', mode);

    await homeLink.click();
    await showEveryDeferredPart(page);
    await expect(fallback(page)).toHaveCount(0);
    await expect(
      processHeading(page, processIntro.title).or(processHeading(page, CHANGED_PROCESS_TITLE)),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test(`contact open, mf-contact released (${mode}): the visitor's first press sends the message`, async ({ page }) => {
    const problems = watchConsole(page, mode);
    await routeToRunStore(page);
    await page.goto(`${origin}/contact`);
    await release('mf_contact', mode);

    const form = page.getByRole('region', { name: contactFormText.heading });
    const { token, values } = visitorMessage();
    await form.getByLabel(contactFormText.labels.name).fill(values.name);
    await form.getByLabel(contactFormText.labels.email).fill(values.email);
    await form.getByLabel(contactFormText.labels.message).fill(values.message);
    await form.getByRole('button', { name: contactFormText.submit }).click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(async () => (await storedMessagesWith(token)).length).toBe(1);
    expect(problems).toEqual([]);
  });
}

test('HTML of the old release with the code of the new one: the whole home area renders afresh', async ({ page }) => {
  const problems = watchConsole(page, 'kept files deleted');
  // The page is composed from the current release; the team releases before its code arrives.
  let released: () => void = () => undefined;
  const newRelease = new Promise<void>((resolve) => {
    released = resolve;
  });
  await page.route(`http://localhost:${portBase + 1}/**`, async (route: Route) => {
    await newRelease;
    await route.continue();
  });
  await page.goto(`${origin}/`, { waitUntil: 'commit' });
  await expect(processHeading(page, processIntro.title)).toBeAttached();
  await release('mf_home', 'kept files deleted');
  released();

  await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  await showEveryDeferredPart(page);
  await expect(processHeading(page, CHANGED_PROCESS_TITLE)).toBeVisible();
  await expect(processHeading(page, processIntro.title)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('HTML of the old release with the code of the new one: the contact form renders afresh with what was typed, and sends it', async ({
  page,
}) => {
  const problems = watchConsole(page, 'kept files deleted');
  await routeToRunStore(page);
  // The page is composed from the current release; the visitor types, the team releases, then the code arrives.
  let released: () => void = () => undefined;
  const newRelease = new Promise<void>((resolve) => {
    released = resolve;
  });
  await page.route(`http://localhost:${portBase + 5}/**`, async (route: Route) => {
    await newRelease;
    await route.continue();
  });
  await page.goto(`${origin}/contact`, { waitUntil: 'commit' });
  const { fields, submit } = contactForm(page);
  const { token, values } = visitorMessage();
  for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
  await release('mf_contact', 'kept files deleted');
  released();

  await expect(page.locator('html')).toHaveAttribute('data-area', 'ready');
  await expect(main(page).getByText(`${contactInfoText.intro} Tot snel!`)).toBeVisible();
  for (const [field, value] of Object.entries(values))
    await expect(fields[field as keyof typeof fields]).toHaveValue(value);
  await submit.click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect.poll(async () => (await storedMessagesWith(token)).length).toBe(1);
  expect(problems).toEqual([]);
});

test.describe('shell released while a phone has a page open', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Three pages, one of them a full page load of the new shell.
  test.describe.configure({ timeout: 60_000 });

  /** What the blocked mf-about causes in the console: its failed requests and the fallback's report. */
  const blockedRemote = /mf_about|net::ERR_FAILED/;

  /**
   * mf-about does not answer this browser at all, from the page's start: the idle warm-up cannot
   * bring it in ahead of the visit that must show its fallback.
   */
  async function blockAbout(page: Page): Promise<void> {
    await page.route(`http://localhost:${portBase + 4}/**`, (route) => route.abort());
  }

  /** The menu opens, a toast shows and a failing remote (mf-about, blocked) gets its fallback. */
  async function useTheSite(page: Page): Promise<void> {
    await page.getByRole('button', { name: mobileMenuText.open }).click();
    const menu = page.getByRole('navigation', { name: mobileMenuText.navLabel });
    await expect(menu).toBeVisible();
    // After a shell release this is a full page load of the new shell: the form answers once hydrated.
    await menu.getByRole('link', { name: mobileNavLabels.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: contactFormText.heading });
    await form.getByRole('button', { name: contactFormText.submit }).click();
    await expect(page.getByText(MISSING)).toBeVisible();

    await page.getByRole('button', { name: mobileMenuText.open }).click();
    await page
      .getByRole('navigation', { name: mobileMenuText.navLabel })
      .getByRole('link', { name: mobileNavLabels.about })
      .click();
    await expect(page.getByRole('button', { name: remoteFallbackText.actionLabel })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }

  test('with kept files: old HTML hydrates, and the menu, toasts and fallback work', async ({ page }) => {
    const problems = watchConsole(page, 'kept files');
    await blockAbout(page);
    // The page's HTML names the current shell's entry; the release lands before the entry arrives.
    let released: () => void = () => undefined;
    const newRelease = new Promise<void>((resolve) => {
      released = resolve;
    });
    await page.route(/\/static\/js\/index\.\w+\.js$/, async (route) => {
      await newRelease;
      await route.continue();
    });
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    await release('shell', 'kept files');
    released();
    await waitForHydration(page);

    await useTheSite(page);
    expect(problems.filter((text) => !blockedRemote.test(text))).toEqual([]);
  });

  test('with kept files deleted: the page stays whole, and the next navigation loads the new shell', async ({
    page,
  }) => {
    const problems = watchConsole(page, 'kept files deleted');
    await blockAbout(page);
    await page.goto(`${origin}/`);
    await page.evaluate(() => {
      (window as { beforeRelease?: boolean }).beforeRelease = true;
    });
    await release('shell', 'kept files deleted');

    // The menu panel's file is gone: the page stays as it is, and the menu closes again, so the page
    // behind it is not left inert.
    await page.getByRole('button', { name: mobileMenuText.open }).click();
    await expect(page.getByRole('button', { name: mobileMenuText.open })).toHaveAttribute('aria-expanded', 'false');
    await expect(main(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Er ging iets mis/ })).toHaveCount(0);

    // The next navigation is a full page load of the new shell.
    await page.getByRole('contentinfo').getByRole('link', { name: navLabels.services }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: areaHeadings.services })).toBeVisible();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { beforeRelease?: boolean }).beforeRelease)).toBeUndefined();

    await useTheSite(page);
    // Expected: the old shell's menu panel and toaster files are gone (requests, refusals of the 404
    // answers, chunk errors), and their boundaries report the part they leave out.
    const oldShellFileGone =
      /Loading (CSS )?chunk|MIME type \('text\/(?:plain|html)'\)|The (mobile menu panel|developer badge or toaster) failed to render/;
    expect(problems.filter((text) => !blockedRemote.test(text) && !oldShellFileGone.test(text))).toEqual([]);
  });
});
