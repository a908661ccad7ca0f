/**
 * `pnpm og-image`: draws shell/public/og-image.png, the share image, in Debian's Chromium from the
 * site's colours, its logo and the site config's texts (platform/media/share-image.ts). Run it after
 * changing the tagline or the expertise in shared/src/site-config.ts; a unit test says when it is due.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/run.mjs';
import { launchChromium } from './browser.mjs';
import { SHARE_IMAGE_FILE, shareImageHtml, shareImageTexts, withShareImageTexts } from './share-image';

const texts = shareImageTexts();
const logo = readFileSync(join(repoRoot, 'platform/build/favicon.svg'), 'utf8');
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(shareImageHtml(texts, logo));
const png = await page.screenshot();
await browser.close();
writeFileSync(join(repoRoot, SHARE_IMAGE_FILE), withShareImageTexts(png, texts));
console.log(`wrote ${SHARE_IMAGE_FILE}: ${texts.headline} / ${texts.strapline}`);
