/**
 * Regenerates the portfolio media in src/assets/projects/ from the mock client sites in mock-sites.mjs:
 * per client a still (card image and video poster, WebP) in three widths; per showcase client two
 * looping clips (desktop browser and phone) in VP9 WebM and H.264 MP4, each a few seconds at 1280x800
 * (sharp at 2× where the clip is shown 640 CSS px wide), with the phone's poster in the same three widths.
 *
 * Frames are screenshots of the mock pages in Chromium (the platform's media browser), scrolled
 * step by step, so the clips are deterministic; ffmpeg encodes them. Only this script needs ffmpeg
 * (`apt-get install -y ffmpeg`); the build just imports the committed files.
 *
 * Stills are shown up to 615 CSS px wide: besides the 640 px one (ffmpeg, from the clip's first
 * frame) Chromium draws the stage again at 2× and 3× of that (1280, 1920 px) and encodes them as
 * WebP itself, so `--stills` renews those without ffmpeg. `--phone` renews only the phone's clip and
 * stills (a change to the mock pages' phone layout leaves the desktop files as they are).
 *
 * Usage: node mf-projects/scripts/generate-media.mjs [--stills] [--phone] [slug ...]   (no slug: all clients)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@codekade/platform/media/browser';
import { mockSiteHtml, mockSites } from './mock-sites.mjs';

const OUT_DIR = fileURLToPath(new URL('../src/assets/projects/', import.meta.url));
/** Frames are rendered at the clips' size: 2× of the largest size a clip is shown at (640 CSS px). */
const STAGE = { width: 1280, height: 800 };
/** The 640 px still, scaled down from the stage's first frame. */
const STILL_SCALE = '640:400';
/** Quality of the clips: higher than at 640x400 (four times the pixels, mostly flat colour) keeps each file near its old size. */
const VP9_CRF = '44';
const X264_CRF = '31';
const FPS = 20;
/** One loop: rest at the top, scroll down, rest, scroll back up; the last frame meets the first. */
const TIMELINE = { restSeconds: 0.8, scrollSeconds: 2.2 };

/** The widths of every still: 1× of the largest shown size and the 2× and 3× screens' (640 from ffmpeg). */
const STILL_WIDTHS = [640, 1280, 1920];
/** The same quality as the 640 px stills' libwebp `-quality 62`. */
const WEBP_QUALITY = 62;

const escapeAttribute = (html) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A browser window around the page, with the client's .example address in the bar. */
function desktopStage(site) {
  return `<!doctype html><html><body style="margin:0;width:${STAGE.width}px;height:${STAGE.height}px;overflow:hidden;background:#e2e8f0;font-family:'Liberation Sans',sans-serif">
  <div style="height:46px;display:flex;align-items:center;gap:9px;padding:0 18px;background:#e2e8f0">
    <i style="width:13px;height:13px;border-radius:50%;background:#f87171"></i>
    <i style="width:13px;height:13px;border-radius:50%;background:#fbbf24"></i>
    <i style="width:13px;height:13px;border-radius:50%;background:#34d399"></i>
    <span style="margin-left:24px;flex:1;max-width:640px;background:#fff;border-radius:8px;padding:6px 14px;color:#334155;font-size:15px">https://${site.domain}</span>
  </div>
  <iframe id="site" style="border:0;width:100%;height:${STAGE.height - 46}px;display:block;background:#fff" srcdoc="${escapeAttribute(mockSiteHtml(site))}"></iframe>
</body></html>`;
}

/** The same page on a phone, on a backdrop in the client's colours. */
function phoneStage(site) {
  const t = site.theme;
  return `<!doctype html><html><body style="margin:0;width:${STAGE.width}px;height:${STAGE.height}px;overflow:hidden;display:grid;place-items:center;background:radial-gradient(circle at 30% 30%, ${t.soft}, ${t.primary})">
  <div style="box-sizing:border-box;width:356px;height:740px;border-radius:46px;background:#0f172a;padding:14px;box-shadow:0 30px 60px rgb(0 0 0 / 0.35)">
    <iframe id="site" style="border:0;width:328px;height:712px;border-radius:34px;display:block;background:#fff" srcdoc="${escapeAttribute(mockSiteHtml(site))}"></iframe>
  </div>
</body></html>`;
}

const easeInOut = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** Scroll offset (0..1 of the travel) at frame `index`. */
function scrollProgress(index) {
  const rest = TIMELINE.restSeconds * FPS;
  const scroll = TIMELINE.scrollSeconds * FPS;
  if (index < rest) return 0;
  if (index < rest + scroll) return easeInOut((index - rest) / scroll);
  if (index < 2 * rest + scroll) return 1;
  return 1 - easeInOut((index - 2 * rest - scroll) / scroll);
}

async function openStage(browser, html) {
  const page = await browser.newPage({ viewport: STAGE });
  await page.setContent(html);
  const frame = await (await page.$('#site')).contentFrame();
  await frame.waitForLoadState();
  return { page, frame };
}

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function encodeStill(png, target) {
  ffmpeg(['-i', png, '-vf', `scale=${STILL_SCALE}:flags=lanczos`, '-c:v', 'libwebp', '-quality', '62', target]);
}

/** `desktop` → `desktop-poster.webp` at 640 px, `desktop-1280w-poster.webp` wider (the names tests know end in `poster`). */
const stillFile = (base, width) =>
  width === STILL_WIDTHS[0] ? `${base}-poster.webp` : `${base}-${width}w-poster.webp`;

/**
 * The stage's first frame (scrolled to the top, as the clip starts) at the larger still widths: the
 * stage drawn at 2× and 3× of its output scale, encoded as WebP by Chromium.
 */
async function captureLargeStills(browser, html, base) {
  for (const width of STILL_WIDTHS.slice(1)) {
    const page = await browser.newPage({ viewport: STAGE });
    await page.setContent(html);
    const frame = await (await page.$('#site')).contentFrame();
    await frame.waitForLoadState();
    const session = await page.context().newCDPSession(page);
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'webp',
      quality: WEBP_QUALITY,
      clip: { x: 0, y: 0, ...STAGE, scale: width / STAGE.width },
    });
    writeFileSync(stillFile(base, width), Buffer.from(data, 'base64'));
    await page.close();
  }
}

async function recordClip(browser, html, name, travelShare) {
  const { page, frame } = await openStage(browser, html);
  const travel = await frame.evaluate(
    (share) => Math.round((document.documentElement.scrollHeight - window.innerHeight) * share),
    travelShare,
  );
  const framesDir = mkdtempSync(join(tmpdir(), 'codekade-frames-'));
  const frameCount = Math.round((2 * TIMELINE.restSeconds + 2 * TIMELINE.scrollSeconds) * FPS);
  for (let index = 0; index < frameCount; index += 1) {
    await frame.evaluate((y) => window.scrollTo(0, y), Math.round(scrollProgress(index) * travel));
    await page.screenshot({ path: join(framesDir, `${String(index).padStart(4, '0')}.png`) });
  }
  await page.close();

  const input = ['-framerate', String(FPS), '-i', join(framesDir, '%04d.png')];
  const scale = ['-pix_fmt', 'yuv420p', '-an'];
  ffmpeg([...input, ...scale, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', VP9_CRF, '-row-mt', '1', `${name}.webm`]);
  ffmpeg([
    ...input,
    ...scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    X264_CRF,
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    `${name}.mp4`,
  ]);
  encodeStill(join(framesDir, '0000.png'), stillFile(name, STILL_WIDTHS[0]));
  rmSync(framesDir, { recursive: true, force: true });
}

async function generate(browser, site) {
  const dir = join(OUT_DIR, site.slug);
  mkdirSync(dir, { recursive: true });
  if (!phoneOnly) await captureLargeStills(browser, desktopStage(site), join(dir, 'desktop'));
  if (site.showcase) await captureLargeStills(browser, phoneStage(site), join(dir, 'mobile'));
  if (stillsOnly) return;
  if (site.showcase) {
    if (!phoneOnly) await recordClip(browser, desktopStage(site), join(dir, 'desktop'), 0.55);
    await recordClip(browser, phoneStage(site), join(dir, 'mobile'), 0.45);
  } else if (!phoneOnly) {
    const { page } = await openStage(browser, desktopStage(site));
    const png = join(tmpdir(), `codekade-${site.slug}.png`);
    await page.screenshot({ path: png });
    await page.close();
    encodeStill(png, join(dir, stillFile('desktop', STILL_WIDTHS[0])));
    rmSync(png);
  }
}

const stillsOnly = process.argv.includes('--stills');
const phoneOnly = process.argv.includes('--phone');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const sites = wanted.length ? mockSites.filter((site) => wanted.includes(site.slug)) : mockSites;
const browser = await launchChromium();
try {
  for (const site of sites) {
    await generate(browser, site);
    console.log(site.slug);
  }
} finally {
  await browser.close();
}
for (const site of sites) {
  const dir = join(OUT_DIR, site.slug);
  for (const file of execFileSync('ls', [dir], { encoding: 'utf8' }).trim().split('\n')) {
    console.log(`  ${site.slug}/${file}: ${statSync(join(dir, file)).size} bytes`);
  }
}
