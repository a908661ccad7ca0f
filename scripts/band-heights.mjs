// The placeholder heights of the home page's bands (issue 43): a band out of view skips its rendering
// (content-visibility: auto) and holds `contain-intrinsic-size` until it first renders, so that size
// must be its real height or the page jumps as a visitor scrolls past it. This measures every band's
// content height on the served site at widths from 320 to 1440 px, fits per layout range (the
// breakpoints 640 and 1000 px, and 480 px within one column) a line in the column's width, and writes
// them as CSS:
// mf-home/src/components/band-heights.generated.module.css. Run it after a change to a band's
// content or layout, against a served build (`pnpm build`, then `pnpm serve`, or SCREENSHOT_SITE_URL).
// Usage: node scripts/band-heights.mjs   (fails when a fit is off by more than 10 % at any width)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLocalSettings } from '@codekade/platform/local-settings';
import { launchChromium } from '@codekade/platform/media/browser';

const siteUrl = readLocalSettings(process.env).screenshotSiteUrl;
const outFile = join(import.meta.dirname, '../mf-home/src/components/band-heights.generated.module.css');
/** The container stops growing here (tokens.css --container-max), and so do the bands' lines. */
const CONTAINER_MAX = 1160;
/** Layout ranges of the design (one column to 640 px, two to 1000 px, three above). */
const ranges = [
  // One column: lines wrap ever more below 640 px, a curve that two lines follow within 10 %.
  { from: 320, to: 480, media: null },
  { from: 481, to: 640, media: '(width > 480px)' },
  { from: 641, to: 1000, media: '(width > 640px)' },
  { from: 1001, to: 1440, media: '(width > 1000px)' },
];
const MOST_OFF = 0.1;

const browser = await launchChromium();
const samples = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.goto(new URL('/', siteUrl).href, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The bands are the sections that skip their rendering, named by their heading's id.
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('main section[aria-labelledby]')]
      .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
      .map((section) => section.getAttribute('aria-labelledby')),
  );
  await page.addStyleTag({ content: 'main section { content-visibility: visible !important; }' });
  for (const range of ranges) {
    for (let width = range.from; width <= range.to; width += 10) {
      await page.setViewportSize({ width, height: 800 });
      const bands = await page.evaluate(async (bandNames) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return bandNames.map((name) => {
          const band = document.querySelector(`main section[aria-labelledby="${name}"]`);
          if (!band) throw new Error(`The band ${name} went missing.`);
          const style = getComputedStyle(band);
          const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
          return { name, content: band.getBoundingClientRect().height - padding, padding };
        });
      }, names);
      for (const band of bands) {
        const list = samples.get(band.name) ?? [];
        list.push({ ...band, width, range });
        samples.set(band.name, list);
      }
    }
  }
} finally {
  await browser.close();
}
if (samples.size === 0) throw new Error('No home page band (a section with content-visibility: auto) was found.');

/** Least squares of content height against the column's width: height = a + b * min(width, max). */
function fit(points) {
  const xs = points.map((point) => Math.min(point.width, CONTAINER_MAX));
  const ys = points.map((point) => point.content);
  const n = xs.length;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  const spread = xs.reduce((sum, x) => sum + (x - meanX) ** 2, 0);
  const slope = spread === 0 ? 0 : xs.reduce((sum, x, index) => sum + (x - meanX) * (ys[index] - meanY), 0) / spread;
  return { a: meanY - slope * meanX, b: slope };
}

const rules = [];
let worst = { off: 0 };
for (const [name, points] of samples) {
  for (const range of ranges) {
    const inRange = points.filter((point) => point.range === range);
    const { a, b } = fit(inRange);
    for (const point of inRange) {
      const placeholder = a + b * Math.min(point.width, CONTAINER_MAX) + point.padding;
      const off = Math.abs(placeholder - (point.content + point.padding)) / (point.content + point.padding);
      if (off > worst.off) worst = { off, name, width: point.width };
    }
    // Number() drops trailing zeros, as Biome's formatter writes the file.
    const slope = `${b < 0 ? '-' : '+'} ${Number(Math.abs(b * 100).toFixed(3))}`;
    const size = `calc(${Number(a.toFixed(1))}px ${slope} * min(1vw, ${CONTAINER_MAX / 100}px))`;
    rules.push({ media: range.media, css: `.${name} {\n  --band-height: ${size};\n}` });
  }
}

const unconditional = rules.filter((rule) => rule.media === null).map((rule) => rule.css);
const byMedia = ranges
  .filter((range) => range.media)
  .map((range) => {
    const inner = rules.filter((rule) => rule.media === range.media).map((rule) => rule.css.replace(/^/gm, '  '));
    return `@media ${range.media} {\n${inner.join('\n\n')}\n}`;
  });
writeFileSync(
  outFile,
  `/* Generated by scripts/band-heights.mjs from the served home page (320-1440 px): do not edit. Each band's
   placeholder height while it skips its rendering (PageSection.module.css), a line in the column's
   width per layout range. */
${[...unconditional, ...byMedia].join('\n\n')}\n`,
);
console.log(
  `Wrote ${outFile}: ${samples.size} bands, at most ${(worst.off * 100).toFixed(1)} % off (${worst.name} at ${worst.width} px).`,
);
if (worst.off > MOST_OFF) process.exitCode = 1;
