/**
 * A release keeps the site's first-load budget (issue 48, docs/integrity.md): the JavaScript a page
 * of a remote's area loads before its idle warm-up starts, gzip, shell included, counted as the bench
 * counts it (scripts/bench.mjs: the page's inline scripts and every script of the shell's and the
 * area's remote's origins requested before the warm-up mark). `pnpm check:remote` and
 * `pnpm deploy:remote` measure every page of a build this way, in Debian's Chromium on a site of
 * their own (the workspace's shell and other remotes, the build under test for its remote), and the
 * live version's the same way, and refuse a build that takes a page over the budget.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '@codekade/serving/content-security-policy';
import { versionFolder } from '@codekade/shared/versions';
import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import { createJiti } from 'jiti';
import { launchChromium } from '../media/browser.mjs';
import { localAppsAt } from './apps.mjs';
import { startStaticSite } from './static-site.mjs';

/**
 * The composer's own fragment reader: TypeScript, loaded with jiti through @codekade/shared's exports
 * (when first needed: this module is loaded by jiti too, from the release commands).
 * @returns {Promise<typeof import('@codekade/shared/fragments')>}
 */
const fragmentReader = () => createJiti(import.meta.url).import('@codekade/shared/fragments');

/** The site's first-load JS budget per page, in KB of gzip (the bench's figure for home too). */
export const FIRST_LOAD_JS_BUDGET_KB = 150;
const KB = 1024;

/** How long a page may take to reach its warm-up on a busy machine: a page that never does is a failure. */
const WARM_UP_WAIT_MS = 30_000;

/**
 * The first-load JS of one page in gzip bytes, as the bench counts it: its inline scripts and each
 * script of `origins` it asked for before the warm-up (`scripts`, URLs), each file counted once.
 * @param {{ html: string, scripts: readonly string[], origins: readonly string[], gzipOf: (url: string) => Promise<number> }} page
 * @returns {Promise<{ bytes: number, files: { url: string, gzip: number }[] }>}
 */
export async function firstLoadJsOf({ html, scripts, origins, gzipOf }) {
  const inline = inlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0);
  const files = [{ url: 'inline script', gzip: inline }];
  for (const url of new Set(scripts)) {
    if (!origins.some((origin) => url.startsWith(`${origin}/`))) continue;
    files.push({ url, gzip: await gzipOf(url) });
  }
  return { bytes: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

/** The pages a remote's build prerendered (its fragment index): the pages of its area. */
export async function pagesOfBuild(buildDir) {
  const fragments = await fragmentReader();
  const file = join(buildDir, fragments.FRAGMENT_INDEX_FILE);
  const remote = JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8')).id;
  return fragments.parseFragmentIndex(JSON.parse(readFileSync(file, 'utf8')), remote, file).pages;
}

/**
 * Every page of `remote`'s area with the build in `buildDir`: its first-load JS in gzip bytes, by path.
 * A site of its own on `portBase` serves the workspace's shell and other remotes beside that build
 * (or the builds `distOverrides` names, by target).
 * @param {{ remote: string, buildDir: string, portBase: number, pages?: readonly string[], distOverrides?: Record<string, string> }} options
 * @returns {Promise<Map<string, number>>}
 */
export async function measureFirstLoads({ remote, buildDir, portBase, pages, distOverrides = {} }) {
  const paths = pages ?? (await pagesOfBuild(buildDir));
  const apps = localAppsAt(portBase);
  const originOf = (name) => `http://localhost:${apps.find((app) => app.name === name)?.port}`;
  const origins = [originOf('shell'), originOf(remote)];
  // A busy machine must not get the plain document by the production budget: the browser tests' budget.
  const site = await startStaticSite({
    portBase,
    distOverrides: { ...distOverrides, [remote]: buildDir },
    env: { ...process.env, COMPOSER_FRAGMENT_BUDGET_MS: '5000' },
  });
  const browser = await launchChromium([`--explicitly-allowed-ports=${apps.map((app) => app.port).join(',')}`]);
  const gzipped = new Map();
  const gzipOf = async (url) => {
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
    return gzipped.get(url);
  };
  const figures = new Map();
  try {
    // As the bench does: the composer reads every remote's fragments first, and composes each page once
    // before it is measured (a CDN answers every later visitor), so no page gets the plain document.
    await site.servers.shell?.warm?.();
    for (const path of paths) {
      await fetch(`${origins[0]}${path}`, { headers: { accept: 'text/html' } });
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${origins[0]}${path}`, { waitUntil: 'load' });
        const html = (await response?.text()) ?? '';
        await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARM_UP_MARK, {
          timeout: WARM_UP_WAIT_MS,
        });
        const scripts = await page.evaluate((mark) => {
          const at = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < at && /\.m?js(?:[?#]|$)/.test(entry.name))
            .map((entry) => entry.name);
        }, WARM_UP_MARK);
        figures.set(path, (await firstLoadJsOf({ html, scripts, origins, gzipOf })).bytes);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return figures;
}

const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} KB`);
const delta = (bytes, live) => {
  if (bytes === undefined || live === undefined) return '-';
  const change = (bytes - live) / KB;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)} KB`;
};

/**
 * The table a team reads before it releases: each page's first-load JS with this build beside the
 * live version's, the change, and the pages over the budget (English).
 * @param {Map<string, number>} figures this build's
 * @param {Map<string, number> | undefined} live the live version's, when it could be measured
 * @param {number} [budgetKb]
 * @returns {{ lines: string[], over: string[] }}
 */
export function budgetReport(figures, live, budgetKb = FIRST_LOAD_JS_BUDGET_KB) {
  const rows = [...figures].map(([path, bytes]) => [
    path,
    kb(live?.get(path)),
    kb(bytes),
    delta(bytes, live?.get(path)),
  ]);
  const header = ['page', 'live', 'this build', 'change'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `  ${cells.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd();
  const over = [...figures]
    .filter(([, bytes]) => bytes > budgetKb * KB)
    .map(([path, bytes]) => `${path}: ${kb(bytes)} of first-load JS, over the budget of ${budgetKb} KB`);
  return { lines: [line(header), ...rows.map(line)], over };
}

/**
 * The live version of a remote's site copied into a folder of its own (its root build, file by file
 * as its versions.json lists it), to measure it beside a new build; undefined when it cannot be read
 * whole (no versions list yet, a file missing, the site unreachable).
 * @param {{ rootBuildId: string | undefined, versions: { versions: { id: string, files: string[] }[] } | undefined, readFile(path: string): Promise<Uint8Array | undefined> }} live
 * @returns {Promise<string | undefined>}
 */
export async function liveVersionFolder(live) {
  const id = live.rootBuildId;
  const version = id ? live.versions?.versions.find((entry) => entry.id === id) : undefined;
  if (!id || !version) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'codekade-live-version-'));
  for (const file of version.files) {
    const bytes = await live.readFile(`${versionFolder(id)}${file}`);
    if (!bytes) {
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), bytes);
  }
  return dir;
}

/**
 * Measures `buildDir` and the live version (when `live` is given and readable) and prints the table;
 * resolves with the pages over the budget (English), none when the build may be released.
 * @param {{ remote: string, buildDir: string, portBase: number, live?: Parameters<typeof liveVersionFolder>[0], log?: (line: string) => void }} options
 */
export async function firstLoadProblems({ remote, buildDir, portBase, live, log = console.log }) {
  const figures = await measureFirstLoads({ remote, buildDir, portBase });
  const liveDir = live ? await liveVersionFolder(live).catch(() => undefined) : undefined;
  let liveFigures;
  try {
    liveFigures = liveDir ? await measureFirstLoads({ remote, buildDir: liveDir, portBase }) : undefined;
  } finally {
    if (liveDir) rmSync(liveDir, { recursive: true, force: true });
  }
  const { lines, over } = budgetReport(figures, liveFigures);
  log(`First-load JS of ${remote}'s pages (gzip, shell included; budget ${FIRST_LOAD_JS_BUDGET_KB} KB):`);
  for (const line of lines) log(line);
  if (!liveFigures) log('  (the live version could not be read: no figures to compare with)');
  return over;
}
