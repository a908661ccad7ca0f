/**
 * Makes shell/public/og-image.png, the picture chat apps and social sites show with a shared link
 * (1200×630), from the site's own colours, logo and tagline, in Debian's Chromium. Run it again after
 * changing those: `node platform/media/generate-og-image.mjs`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/run.mjs';
import { launchChromium } from './browser.mjs';

const logo = readFileSync(join(repoRoot, 'platform/build/favicon.svg'), 'utf8');
const html = `<!doctype html><html lang="nl"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;
justify-content:space-between;font-family:system-ui,sans-serif;color:#fff;
background:linear-gradient(135deg,#1e3a8a,#1d4ed8 60%,#3b82f6)">
  <div style="display:flex;align-items:center;gap:24px;font-size:56px;font-weight:800">
    <div style="width:96px;height:96px;background:#fff;border-radius:20px;padding:12px;box-sizing:border-box">${logo}</div>
    Codekade
  </div>
  <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:950px">
    Innovatieve digitale oplossingen voor jouw bedrijf
  </div>
  <div style="font-size:32px;color:#dbeafe">Websites · Webshops · Design · SEO · Support — Amsterdam</div>
</div></body></html>`;

const browser = await launchChromium(['--disable-gpu']);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(repoRoot, 'shell/public/og-image.png') });
await browser.close();
console.log('wrote shell/public/og-image.png');
