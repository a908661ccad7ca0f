/**
 * A remote's developer inside the live shell (issue 42): `pnpm dev:remote <remote>` against the served
 * site, its printed link opened, a content file edited. The edit shows without a page reload and
 * with the page's state kept (Fast Refresh on the dev server's development React), and a browser
 * without the override still sees the deployed page. The dev server runs on a copy of the remote
 * (`--source`), and each test edits that copy: the working tree stays as it is, even after a killed run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { contactFormText } from 'mf-contact/content/contact-form';
import { heroRotationLabels, serviceBanners } from 'mf-home/content/hero';
import { localRemoteBadgeText } from 'shell/content/developer-badge-texts';
import { developmentReactNote } from 'shell/content/developer-badge-texts.developer';
import { repoRoot } from '../support/changed-remote';
import { confirmOverrideLink } from '../support/override-confirmation';
import { expect, portBase, test } from '../support/site';
import { copyOfRemote, editSource } from '../support/source-edit';

/** The dev servers' ports: clear of the site's apps and of the other specs' second sites. */
const devPorts = { 'mf-contact': portBase + 126, 'mf-home': portBase + 127 } as const;
type DevRemote = keyof typeof devPorts;

/** Fast Refresh, not a fixed wait: a loaded machine's rebuild may take a while. */
const HOT_UPDATE_TIMEOUT_MS = 60_000;

interface DevServer {
  link: string;
  /** The copy of the remote it runs on: the test edits this. */
  copy: string;
  stop: () => Promise<void>;
}

/** What git says changed in the remote's folder of the working tree (only there: a developer may be editing elsewhere). */
const treeStatus = (remote: DevRemote) =>
  execFileSync('git', ['status', '--porcelain', '--', remote], { cwd: repoRoot, encoding: 'utf8' });

/**
 * `pnpm dev:remote <remote> --source <copy>` (its script, as pnpm runs it) on its own port, on a fresh
 * copy of the remote; resolves with the link it prints once its dev server has built, as a developer
 * opens it when the terminal says it is ready.
 */
function startDevRemote(remote: DevRemote): Promise<DevServer> {
  const copy = copyOfRemote(remote);
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev-remote.mjs', remote, '--source', copy], {
    cwd: repoRoot,
    env: { ...process.env, DEV_REMOTE_PORT: String(devPorts[remote]), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops pnpm and the dev server under it too.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const link = /(http:\/\/localhost:\d+\/\?remoteOverride=\S+)/.exec(output)?.[1];
      if (link && /\bready\b/.test(output)) void answering(link).then(() => resolve({ link, copy, stop }), reject);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`pnpm dev:remote ${remote} ended (${code}):\n${output.slice(-2000)}`)),
    );
  });
}

/**
 * Resolves once the override's manifest answers: the shell gives a manifest 3 s to arrive before it
 * refuses the override, and a dev server that has just said "ready" on a loaded machine may be slower.
 */
async function answering(link: string): Promise<void> {
  const manifest = new URL(link).searchParams.get('remoteOverride')?.split('=').slice(1).join('=') ?? '';
  for (;;) {
    const answered = await fetch(manifest, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((retry) => setTimeout(retry, 200));
  }
}

/** A mark on the page's window: still there after an update means the page was not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/**
 * The page, opened from the printed link and confirmed ("Doorgaan", as the developer does once), then
 * at `path`, on the dev server's development React.
 */
async function openWithOverride(page: Page, server: DevServer, remote: string, path: string): Promise<void> {
  const badge = page.getByRole('complementary', { name: localRemoteBadgeText.label });
  await confirmOverrideLink(page, server.link);
  await expect(badge).toContainText(localRemoteBadgeText.active([remote]));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-development-react', remote);
  await expect(badge).toContainText(developmentReactNote);
}

async function deployedPage(browser: Browser, path: string): Promise<Page> {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(path);
  return visitor;
}

test.describe('Fast Refresh of a remote inside the served shell', () => {
  // Two dev servers and two browsers each: the machine may be slow.
  test.setTimeout(180_000);

  test('mf-contact: the edited heading shows without a reload and the typed name stays; an edit Fast Refresh cannot apply reloads the area alone', async ({
    page,
    browser,
  }) => {
    const tree = treeStatus('mf-contact');
    const server = await startDevRemote('mf-contact');
    const edited = 'Vertel ons wat je wilt bouwen';
    try {
      await openWithOverride(page, server, 'mf_contact', '/contact');
      const name = page.getByLabel(contactFormText.labels.name);
      await name.fill('Ada Lovelace');
      await markDocument(page);

      editSource(server.copy, 'src/content/contact-form.ts', contactFormText.heading, edited);
      await expect(page.getByRole('heading', { name: edited })).toBeVisible({ timeout: HOT_UPDATE_TIMEOUT_MS });
      expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
      await expect(name).toHaveValue('Ada Lovelace');
      expect(treeStatus('mf-contact'), 'the working tree is as it was while the edit shows').toBe(tree);

      const visitor = await deployedPage(browser, '/contact');
      await expect(visitor.getByRole('heading', { name: contactFormText.heading })).toBeVisible();
      await expect(visitor.getByRole('heading', { name: edited })).toHaveCount(0);
      await expect(visitor.locator('html')).not.toHaveAttribute('data-development-react');

      // A changed export shape: the routes module stops being a refresh boundary.
      const areaReloaded = page.waitForEvent('console', {
        predicate: (message) => message.text().includes('the area reloaded with it'),
        timeout: HOT_UPDATE_TIMEOUT_MS,
      });
      editSource(
        server.copy,
        'src/routes.tsx',
        'export default function',
        'export const editedShape = true;\n\nexport default function',
      );
      await areaReloaded;
      expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
      await expect(page.getByRole('heading', { name: edited })).toBeVisible();
      await expect(name).toHaveValue('');
      expect(treeStatus('mf-contact'), 'the working tree is as it was').toBe(tree);
    } finally {
      await server.stop();
    }
  });

  test('mf-home: the edited hero text shows without a reload, SEO tab selected and rotation paused', async ({
    page,
    browser,
  }) => {
    const seo = serviceBanners.find((banner) => banner.id === 'seo');
    if (!seo) throw new Error('The hero has no SEO tab.');
    const tree = treeStatus('mf-home');
    const server = await startDevRemote('mf-home');
    const edited = 'Bovenaan in Google, bewerkt';
    try {
      await openWithOverride(page, server, 'mf_home', '/');
      await page.getByRole('button', { name: heroRotationLabels.pause }).click();
      await page.getByRole('tab', { name: seo.name }).click();
      await expect(page.getByRole('heading', { name: seo.title })).toBeVisible();
      await markDocument(page);

      editSource(server.copy, 'src/content/hero.ts', seo.title, edited);
      await expect(page.getByRole('heading', { name: edited })).toBeVisible({ timeout: HOT_UPDATE_TIMEOUT_MS });
      expect(treeStatus('mf-home'), 'the working tree is as it was while the edit shows').toBe(tree);
      expect(await sameDocument(page), 'the page was not reloaded').toBe(true);
      await expect(page.getByRole('tab', { name: seo.name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('button', { name: heroRotationLabels.resume })).toBeVisible();

      const visitor = await deployedPage(browser, '/');
      await expect(visitor.getByRole('main')).toContainText(seo.title);
      await expect(visitor.getByText(edited)).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});
