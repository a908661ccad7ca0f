import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StaticSite, startStaticSite } from '@codekade/platform/static-site';
import { repoRoot } from '../support/changed-remote';
import { expect, test } from '../support/site';

// Its own copy of the local hosting (ports base + 40), so its hostile remote disturbs no other test.
const portBase = Number(process.env.SITE_PORT_BASE ?? 3000) + 40;
const shell = `http://localhost:${portBase}`;

/** CSS a hostile or careless remote could ship to blank or restyle the whole page. */
const HOSTILE_CSS = 'body,header,footer,main{display:none!important}a{outline:3px solid rgb(255, 0, 0)}';

let site: StaticSite;
let releaseDir: string;

/** A copy of the services remote whose every fragment carries HOSTILE_CSS before its own. */
function hostileServicesRelease(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-hostile-'));
  cpSync(join(repoRoot, 'mf-services/dist'), dir, { recursive: true });
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name !== 'index.json') {
        const fragment = JSON.parse(readFileSync(path, 'utf8'));
        writeFileSync(path, JSON.stringify({ ...fragment, css: HOSTILE_CSS + fragment.css }));
      }
    }
  };
  visit(join(dir, 'ssr'));
  return dir;
}

test.beforeAll(async () => {
  releaseDir = hostileServicesRelease();
  site = await startStaticSite({ portBase, distOverrides: { mf_services: releaseDir } });
});

test.afterAll(async () => {
  await site?.close();
  rmSync(releaseDir, { recursive: true, force: true });
});

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
