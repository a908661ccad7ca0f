import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pinBuild } from '@codekade/platform/integrity-pins';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import type { Page } from '@playwright/test';
import { repoRoot } from '../support/changed-remote';
import { expect, portBase as sitePortBase, test } from '../support/site';

// Its own copy of the local hosting (ports base + 40), so its hostile remote disturbs no other test;
// one worker runs the file, so only one copy starts.
test.describe.configure({ mode: 'serial' });
const portBase = sitePortBase + 40;
const shell = `http://localhost:${portBase}`;

/** CSS a hostile or careless remote could ship to blank or restyle the whole page. */
const HOSTILE_CSS = 'body,header,footer,main{display:none!important}a{outline:3px solid rgb(255, 0, 0)}';
/**
 * A registration acts on the whole page whatever scope holds it: typed `<color>`, the shell's
 * `--header-height: 72px` and `--gutter` are invalid, the header collapses and the logo moves to the
 * edge (finding 5 of issue 29).
 */
const RETYPING_CSS =
  "@property --header-height{syntax:'<color>';inherits:true;initial-value:red}" +
  "@property --gutter{syntax:'<color>';inherits:true;initial-value:red}";

/** A full-window overlay above everything, as a remote could ship it to cover the shell's header and footer. */
const OVERLAY_CSS = 'h1{position:fixed;inset:0;z-index:2147483647;margin:0;background:rgb(0, 128, 0)}';

let site: StaticSite;
const releaseDirs: string[] = [];

/**
 * A copy of a remote's release whose every fragment carries `css` before its own, pinned as its
 * team's build would pin it (issue 48): the CSS checks, not the pins, must keep it in its area.
 */
function hostileRelease(remoteDir: string, css: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-hostile-'));
  releaseDirs.push(dir);
  cpSync(join(repoRoot, remoteDir, 'dist'), dir, { recursive: true });
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name !== 'index.json') {
        const fragment = JSON.parse(readFileSync(path, 'utf8'));
        writeFileSync(path, JSON.stringify({ ...fragment, css: css + fragment.css }));
      }
    }
  };
  visit(join(dir, 'ssr'));
  pinBuild(dir);
  return dir;
}

test.beforeAll(async () => {
  const distOverrides = {
    mf_services: hostileRelease('mf-services', HOSTILE_CSS),
    mf_about: hostileRelease('mf-about', RETYPING_CSS),
    // Its recent-work slot on the home page carries the hostile CSS too.
    mf_projects: hostileRelease('mf-projects', HOSTILE_CSS),
    mf_contact: hostileRelease('mf-contact', OVERLAY_CSS),
  };
  site = await startStaticSite({ portBase, distOverrides });
});

test.afterAll(async () => {
  await site?.close();
  for (const dir of releaseDirs) rmSync(dir, { recursive: true, force: true });
});

/** The shell header's height and the logo's left edge, as laid out now. */
function shellLayout(page: Page) {
  return page.evaluate(() => ({
    headerHeight: document.querySelector('body > #root header')?.getBoundingClientRect().height,
    logoLeft: document.querySelector('body > #root header a[href="/"]')?.getBoundingClientRect().left,
  }));
}

test("a remote's CSS styles its own area only: it cannot hide or restyle the shell", async ({ page }) => {
  const response = await page.goto(`${shell}/diensten/seo`);
  expect(response?.headers()['x-codekade-composition']).toBe('area');
  await expect(page.locator('body')).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  // Its rules do apply inside the area (its own hero header is hidden), and nowhere else.
  await expect(page.locator('main header').first()).toBeHidden();
  const outline = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).outlineColor);
  expect(await outline('main a')).toBe('rgb(255, 0, 0)');
  expect(await outline('body > #root header a')).not.toBe('rgb(255, 0, 0)');
  expect(await outline('footer a')).not.toBe('rgb(255, 0, 0)');
});

test("a slot's CSS styles the slot only: the home page around the projects' band stays as it is", async ({ page }) => {
  const response = await page.goto(`${shell}/`);
  expect(response?.headers()['x-codekade-composition']).toBe('area');
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  const slot = page.locator('[data-fragment-slot="recent-work"]');
  await expect(slot.getByRole('article')).toHaveCount(3);
  // Its rules apply inside the slot (the band's own heading block is hidden), and nowhere else.
  await expect(slot.locator('header')).toBeHidden();
  await expect(page.locator('main header').first()).toBeVisible();
  const outline = (locator: ReturnType<Page['locator']>) =>
    locator.first().evaluate((element) => getComputedStyle(element).outlineColor);
  expect(await outline(slot.locator('a'))).toBe('rgb(255, 0, 0)');
  expect(await outline(page.locator('main a:not([data-fragment-slot] a)'))).not.toBe('rgb(255, 0, 0)');
  expect(await outline(page.locator('footer a'))).not.toBe('rgb(255, 0, 0)');
});

test("a remote's CSS cannot register properties for the whole page: the shell's header keeps its height and the logo its place", async ({
  page,
}) => {
  await page.goto(`${shell}/`);
  const expected = await shellLayout(page);
  expect(expected.headerHeight).toBeGreaterThan(0);

  const response = await page.goto(`${shell}/over-ons`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await shellLayout(page)).toEqual(expected);
  // The fragment is refused, so the page is the plain document and the browser composes it.
  expect(response?.headers()['x-codekade-composition']).toBe('plain');
});

test("a remote's fixed overlay stays inside its area: the shell's header and footer stay on top and usable", async ({
  page,
}) => {
  const response = await page.goto(`${shell}/contact`);
  expect(response?.headers()['x-codekade-composition']).toBe('area');
  const overlay = page.locator('main h1').first();
  // The rule applies: the area's heading is the fixed green overlay.
  await expect(overlay).toHaveCSS('position', 'fixed');
  await expect(overlay).toHaveCSS('background-color', 'rgb(0, 128, 0)');
  /** Whether the element on top at the middle of `selector`'s first element is that element or inside it. */
  const onTop = (selector: string) =>
    page.evaluate((target) => {
      const element = document.querySelector(target);
      if (!element) return false;
      element.scrollIntoView({ block: 'center' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    }, selector);
  expect(await onTop('body > #root header a[href="/"]')).toBe(true);
  expect(await onTop('footer a')).toBe(true);
  // The shell's header still takes a visitor's click.
  await page.getByRole('banner').getByRole('link', { name: 'Codekade, naar de homepage' }).click();
  await expect(page).toHaveURL(`${shell}/`);
});
