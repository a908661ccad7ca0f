/**
 * How often a visitor's first load shows the brand font (issue 43): fresh first loads of every area's
 * page on the benches' phone (@codekade/platform/bench/phone: 375 px, 150 ms round trip, 1.6 Mbps,
 * 4× CPU, an empty cache each run), against the served site (`pnpm serve`, or SCREENSHOT_SITE_URL).
 * The first-paint face is in the page's HTML (shell/first-paint-font.ts); the file face is
 * `font-display: optional`: a face that comes after the short block period is not used on that page,
 * which then keeps the metric-matched fallback. After each load the page's h1 and a body
 * paragraph are asked which face the browser really drew them with (DevTools protocol,
 * CSS.getPlatformFontsForNode). Reported, never asserted.
 * Usage: pnpm exec jiti scripts/font-first-loads.ts   (FONT_RUNS=5 per page by default)
 */

import { openPhonePage } from '@codekade/platform/bench/phone';
import { builtIndexes } from '@codekade/platform/built-pages';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { launchChromium } from '@codekade/platform/media/browser';

const siteUrl = readLocalSettings(process.env).screenshotSiteUrl;
const runs = Number(process.env.FONT_RUNS ?? 5);
const pages = builtIndexes().map(({ index }) => index.pages[0] ?? '/');

/** The face the browser drew most of a node's glyphs with. */
async function drawnFace(cdp: import('@playwright/test').CDPSession, selector: string): Promise<string> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  if (!nodeId) return 'none';
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  const [most] = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount);
  return most?.familyName ?? 'none';
}

const browser = await launchChromium();
const counts = { inter: 0, fallback: 0 };
try {
  for (const path of pages) {
    for (let run = 0; run < runs; run += 1) {
      const phone = await openPhonePage(browser);
      try {
        await phone.page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' });
        await phone.page.locator('main h1').waitFor();
        // Past the block period: whatever draws now stays for this page.
        await phone.page.waitForTimeout(1500);
        const cdp = await phone.page.context().newCDPSession(phone.page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const heading = await drawnFace(cdp, 'main h1');
        const body = await drawnFace(cdp, 'main p');
        const inter = /inter/i.test(heading) && /inter/i.test(body);
        counts[inter ? 'inter' : 'fallback'] += 1;
        console.log(`${path} run ${run + 1}: h1 ${heading}, text ${body}`);
      } finally {
        await phone.close();
      }
    }
  }
} finally {
  await browser.close();
}
const total = counts.inter + counts.fallback;
console.log(
  `\nFirst loads drawn in Inter: ${counts.inter} of ${total}; in the fallback: ${counts.fallback} of ${total}.`,
);
