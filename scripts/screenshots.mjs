// Screenshots of the design at 375 and 1280 px, from the site served by `npm start` (or SCREENSHOT_SITE_URL):
// the first page of every remote's prerender plan (its area's own page), read from the built remotes,
// and any further paths given (a not-found page, a project's page).
// Usage: node scripts/screenshots.mjs [--out <dir>] [path ...]
//   (writes docs/screenshots/<page>-<width>.png; a further path's name is the path with dashes)
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtIndexes } from '@codekade/platform/built-pages';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { launchChromium } from '@codekade/platform/media/browser';

const { values: options, positionals: morePaths } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const siteUrl = readLocalSettings(process.env).screenshotSiteUrl;
const outDir = options.out ? resolve(options.out) : join(import.meta.dirname, '../docs/screenshots');
const pages = [
  ...builtIndexes().map(({ index }) => {
    const path = index.pages[0] ?? '/';
    return { name: path === '/' ? 'home' : path.slice(path.lastIndexOf('/') + 1), path };
  }),
  ...morePaths.map((path) => ({ name: path.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'home', path })),
];

mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    for (const { name, path } of pages) {
      await page.goto(new URL(path, siteUrl).href, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // A full-page shot shows images below the fold too: load the lazy ones first.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      // Parts out of view skip their rendering (content-visibility: auto) and would show empty in a
      // full-page shot, which draws beyond the viewport: render every part for the shot.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
    }
    await page.close();
  }
} finally {
  await browser.close();
}
