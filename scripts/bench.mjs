/**
 * `npm run bench`: builds everything (timed), serves the composed site on loopback and measures, in
 * Debian's Chromium, three parts (BENCH_ONLY=navigation runs one alone):
 * - `lighthouse`: each route with Lighthouse (mobile preset, median of three runs), plus first-load
 *   JS/CSS bytes (gzip) and the number of React copies downloaded. Each run of a route is followed by
 *   a run of its limit (the same composed HTML without any script, platform/lib/script-free-site.mjs),
 *   so both meet the same machine load; the table shows both and the ratio of their LCP.
 * - `navigation`: on the phone profile, home loaded and idle 4 s, a tap on the menu's link to each
 *   other area → that page's heading painted (scripts/bench-phone.ts).
 * - `interactions`: on the phone profile, the longest interaction of each kind by the Event Timing API.
 * Prints one table per part and writes bench/results.json. Budgets are reported, not asserted: tests
 * never time anything.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { remoteApps } from '@codekade/platform/app-registry';
import { localAppsAt } from '@codekade/platform/apps';
import { builtPages } from '@codekade/platform/built-pages';
import { areaDeclarationOf } from '@codekade/platform/discovery-document';
import { CHROMIUM_FLAGS, launchChromium } from '@codekade/platform/media/browser';
import { repoRoot } from '@codekade/platform/run';
import { startScriptFreeSite } from '@codekade/platform/script-free-site';
import { installDependencies } from '@codekade/platform/setup';
import { startStaticSite } from '@codekade/platform/static-site';
import { CHROMIUM_PATH, ensureChromium } from '@codekade/platform/system-tools';
import { readTestSettings } from '@codekade/platform/test-settings';
import { inlineScripts } from '@codekade/serving/content-security-policy';
import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import * as chromeLauncher from 'chrome-launcher';
import { createJiti } from 'jiti';
import lighthouse from 'lighthouse';
import { benchmarkIndexOf, benchmarkLine, benchmarkSummary, measureBenchmarkIndex } from './bench-machine.mjs';

const settings = readTestSettings(process.env);
const PORT_BASE = settings.benchPortBase;
const RUNS = settings.benchRuns;
/** BENCH_ONLY: the parts whose name contains it (lighthouse, navigation, interactions); all by default. */
const PARTS = ['lighthouse', 'navigation', 'interactions'].filter((part) => part.includes(settings.benchOnly ?? ''));
if (PARTS.length === 0)
  throw new Error(`BENCH_ONLY=${settings.benchOnly} names none of lighthouse, navigation, interactions.`);

/** The 404 page the bench measures besides every page the built remotes publish. */
const NOT_FOUND_ROUTE = '/bestaat-niet';

const BUDGETS = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  fcpMs: 1200,
  tbtMs: 100,
  homeFirstLoadJsKb: 150,
  remoteAddedJsKb: 25,
  cls: 0,
  /** A page's LCP at most this many times its limit's. */
  lcpRatio: 1.15,
  /** Phone profile, after home's load and 4 s idle: a tap on another area's link → its heading painted. */
  navMs: 200,
  /** Phone profile: the longest interaction of each kind (Event Timing API). */
  interactionMs: 100,
};
/** The limit server's port, beside the site's (shell on PORT_BASE, remotes on the next five). */
const LIMIT_PORT = PORT_BASE + 90;

function timedBuild(args) {
  const started = performance.now();
  const result = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  return Math.round(performance.now() - started) / 1000;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const apps = localAppsAt(PORT_BASE);
const originOf = (target) => `http://localhost:${apps.find((app) => app.name === target).port}`;
const shellOrigin = originOf('shell');

/** The remote that owns a route (the main base path each remote's area.json declares; home owns `/` only). */
function remoteOfRoute(route) {
  const owns = (basePath) => route === basePath || (basePath !== '/' && route.startsWith(`${basePath}/`));
  return remoteApps.find((app) => owns(areaDeclarationOf(app).area.basePaths[0]))?.name;
}

const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, { gzip: gzipSync(body).length, text: body.toString('utf8') });
  }
  return gzipCache.get(url);
}

/**
 * First-load bytes of a route: what the shell and the route's own remote send before the page's idle
 * warm-up starts (its user-timing mark), the page's inline script included. What the warm-up loads
 * (the other areas' code, and what they share from the shell or this remote) is for the next page.
 */
async function firstLoadBytes(route, requests) {
  const remote = remoteOfRoute(route);
  const origins = [shellOrigin, remote && originOf(remote)].filter(Boolean);
  // The page's inline boot script is first-load JS too, though it arrives inside the HTML.
  const html = await (await fetch(`${shellOrigin}${route}`, { headers: { accept: 'text/html' } })).text();
  const inlineJs = inlineScripts(html).reduce((sum, code) => sum + gzipSync(code).length, 0);
  const totals = { js: inlineJs, css: 0, remoteJs: 0, files: [{ url: 'inline script', gzip: inlineJs }] };
  for (const request of requests) {
    if (!origins.some((origin) => request.url.startsWith(`${origin}/`))) continue;
    if (request.resourceType !== 'Script' && request.resourceType !== 'Stylesheet') continue;
    const { gzip } = await gzipBytes(request.url);
    totals.files.push({ url: request.url, gzip });
    if (request.resourceType === 'Script') totals.js += gzip;
    else totals.css += gzip;
    if (request.resourceType === 'Script' && remote && request.url.startsWith(`${originOf(remote)}/`)) {
      totals.remoteJs += gzip;
    }
  }
  return totals;
}

/**
 * The run's requests made before the page's warm-up mark. Both clocks start at the navigation: the
 * requests' times count from the first request's start (the document's), the mark's from the
 * navigation's start, a few milliseconds earlier.
 */
function requestsBeforeWarmUp(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const mark = lhr.audits['user-timings']?.details?.items?.find((timing) => timing.name === WARM_UP_MARK);
  return mark ? requests.filter((request) => request.rendererStartTime < mark.startTime) : requests;
}

async function lighthouseRun(url, port) {
  // The 404 page answers with its real status; Lighthouse audits it all the same.
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', ignoreStatusCode: true });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    requests: requestsBeforeWarmUp(lhr),
    benchmarkIndex: benchmarkIndexOf(lhr),
  };
}

installDependencies();
ensureChromium();
// BENCH_SKIP_BUILD=1 measures the dist folders as they are (build times are then not reported).
const skipBuild = settings.benchSkipBuild;
if (!skipBuild) console.log('Building all six apps (timed)…');
const fullBuildSeconds = skipBuild ? null : timedBuild(['build']);
const oneRemoteBuildSeconds = skipBuild ? null : timedBuild(['--filter', 'mf-about', 'build']);

// A shared two-core machine can miss the composer's 300 ms budget, and the plain document it then
// sends would make page and limit both meaningless: give the composer the browser tests' budget.
const site = await startStaticSite({
  portBase: PORT_BASE,
  env: { COMPOSER_FRAGMENT_BUDGET_MS: '5000', ...process.env },
});

const rows = [];
const scriptUrls = new Set();
let reactCopies = 0;
let navigationRows = [];
let interactionRows = [];
/** Lighthouse's benchmarkIndex of every run (the machine the figures were measured on). */
const benchmarkIndexes = [];
/** The same benchmark in the phone browser, for a bench without Lighthouse runs. */
let phoneBenchmarkIndex;

async function measureLighthouse() {
  const limit = await startScriptFreeSite({ port: LIMIT_PORT, siteOrigin: shellOrigin });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    // Read after the build: every page the built remotes' prerender plans list (the sitemap's source).
    // BENCH_ROUTES: a subset while working on one area, e.g. /,/contact.
    const routes = settings.benchRoutes ?? [...builtPages().map((page) => page.path), NOT_FOUND_ROUTE];
    for (const route of routes) {
      const runs = [];
      const limitRuns = [];
      // A page's first composition reads and parses its fragment; the CDN would answer every later
      // visitor from its cache. Compose it once first, so the first run measures what visitors get.
      await fetch(`${shellOrigin}${route}`, { headers: { accept: 'text/html' } });
      // Alternating, so a busy moment of the machine hits the page and its limit alike.
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await lighthouseRun(`${shellOrigin}${route}`, chrome.port));
        limitRuns.push(await lighthouseRun(`${limit.origin}${route}`, chrome.port));
      }
      for (const run of [...runs, ...limitRuns]) benchmarkIndexes.push(run.benchmarkIndex);
      const lcpMs = Math.round(median(runs.map((run) => run.lcpMs)));
      const limitLcpMs = Math.round(median(limitRuns.map((run) => run.lcpMs)));
      for (const request of runs[0].requests) if (request.resourceType === 'Script') scriptUrls.add(request.url);
      const bytes = await firstLoadBytes(route, runs[0].requests);
      rows.push({
        route,
        performance: median(runs.map((run) => run.performance)),
        accessibility: median(runs.map((run) => run.accessibility)),
        bestPractices: median(runs.map((run) => run.bestPractices)),
        seo: median(runs.map((run) => run.seo)),
        cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
        lcpMs,
        fcpMs: Math.round(median(runs.map((run) => run.fcpMs))),
        tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
        limitPerformance: median(limitRuns.map((run) => run.performance)),
        limitLcpMs,
        limitTbtMs: Math.round(median(limitRuns.map((run) => run.tbtMs))),
        lcpRatio: Number((lcpMs / limitLcpMs).toFixed(2)),
        firstLoadJsKb: Number((bytes.js / 1024).toFixed(1)),
        firstLoadCssKb: Number((bytes.css / 1024).toFixed(1)),
        remoteJsKb: Number((bytes.remoteJs / 1024).toFixed(1)),
        // Per file, so a change in the total names what grew or shrank (not in the printed table).
        firstLoadFiles: bytes.files.map(({ url, gzip }) => ({ url, kb: Number((gzip / 1024).toFixed(1)) })),
      });
      console.log(`  measured ${route}`);
    }
    for (const url of scriptUrls) {
      const { text } = await gzipBytes(url);
      if (
        /\.version="19\.\d+\.\d+"/.test(text) &&
        text.includes('useTransition') &&
        !text.includes('rendererPackageName')
      ) {
        reactCopies += 1;
      }
    }
  } finally {
    await chrome.kill();
    await limit.close();
  }
}

/** The phone figures, in Playwright's Chromium (Debian's, as everywhere here). */
async function measureOnPhone() {
  const { measureNavigation, measureInteractions } = await createJiti(import.meta.url).import('./bench-phone.ts');
  const browser = await launchChromium();
  try {
    // A page's first composition reads and parses its fragments; compose home and contact once first.
    for (const route of ['/', '/contact']) await fetch(`${shellOrigin}${route}`, { headers: { accept: 'text/html' } });
    // Without Lighthouse runs, the machine is named by the same benchmark in this browser.
    if (!PARTS.includes('lighthouse')) phoneBenchmarkIndex = await measureBenchmarkIndex(browser);
    if (PARTS.includes('navigation')) navigationRows = await measureNavigation(browser, shellOrigin, RUNS);
    if (PARTS.includes('interactions')) interactionRows = await measureInteractions(browser, shellOrigin, RUNS);
  } finally {
    await browser.close();
  }
}

try {
  if (PARTS.includes('lighthouse')) await measureLighthouse();
  if (PARTS.includes('navigation') || PARTS.includes('interactions')) await measureOnPhone();
} finally {
  await site.close();
}

const failures = [];
for (const row of rows) {
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (row[key] < BUDGETS[key]) failures.push(`${row.route}: ${key} ${row[key]} < ${BUDGETS[key]}`);
  }
  if (row.cls > BUDGETS.cls) failures.push(`${row.route}: CLS ${row.cls} > ${BUDGETS.cls}`);
  for (const key of ['lcpMs', 'fcpMs', 'tbtMs']) {
    if (row[key] > BUDGETS[key]) failures.push(`${row.route}: ${key} ${row[key]} > ${BUDGETS[key]}`);
  }
  if (row.lcpRatio > BUDGETS.lcpRatio)
    failures.push(`${row.route}: LCP ${row.lcpRatio} × its limit > ${BUDGETS.lcpRatio}`);
  if (row.route !== '/' && row.remoteJsKb > BUDGETS.remoteAddedJsKb) {
    failures.push(`${row.route}: remote JS ${row.remoteJsKb} KB > ${BUDGETS.remoteAddedJsKb} KB`);
  }
}
const home = rows.find((row) => row.route === '/');
if (home && home.firstLoadJsKb > BUDGETS.homeFirstLoadJsKb) {
  failures.push(`/: first-load JS ${home.firstLoadJsKb} KB > ${BUDGETS.homeFirstLoadJsKb} KB`);
}
if (PARTS.includes('lighthouse') && reactCopies !== 1) {
  failures.push(`React copies downloaded: ${reactCopies}, expected 1`);
}
for (const row of navigationRows) {
  if (row.navMs > BUDGETS.navMs) failures.push(`navigation to ${row.path}: ${row.navMs} ms > ${BUDGETS.navMs} ms`);
}
for (const row of interactionRows) {
  if ((row.longestMs ?? 0) > BUDGETS.interactionMs) {
    failures.push(`interaction ${row.interaction}: ${row.longestMs} ms > ${BUDGETS.interactionMs} ms`);
  }
}

if (rows.length) {
  console.log('\nLighthouse (mobile, median of %d) and first-load bytes (gzip):', RUNS);
  console.table(rows.map(({ firstLoadFiles, ...row }) => row));
  console.log(`React copies downloaded over all routes: ${reactCopies}`);
}
if (navigationRows.length) {
  console.log('\nNavigation on a phone (4× CPU, 150 ms RTT, 1.6 Mbps, 375 px), home idle 4 s, median of %d:', RUNS);
  console.table(
    navigationRows.map(({ area, path, navMs, runsMs, coldRuns }) => ({
      area,
      path,
      navMs,
      runs: runsMs.join(' '),
      coldRuns,
    })),
  );
}
if (interactionRows.length) {
  console.log('\nLongest interaction by the Event Timing API on that phone, median of %d runs:', RUNS);
  console.table(
    interactionRows.map(({ interaction, longestMs, runsMs }) => ({
      interaction,
      longestMs: longestMs ?? '< 16',
      runs: runsMs.map((value) => value ?? '<16').join(' '),
    })),
  );
}
const benchmark = PARTS.includes('lighthouse')
  ? benchmarkSummary(benchmarkIndexes)
  : benchmarkSummary([phoneBenchmarkIndex]);
console.log(
  benchmarkLine(benchmark, PARTS.includes('lighthouse') ? 'Lighthouse runs' : 'one run in the phone browser'),
);
console.log(`Full build: ${fullBuildSeconds} s; one remote (mf-about) alone: ${oneRemoteBuildSeconds} s`);
console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');

const resultsDir = join(repoRoot, 'bench');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'results.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      budgets: BUDGETS,
      parts: PARTS,
      rows,
      navigation: navigationRows,
      interactions: interactionRows,
      reactCopies,
      benchmarkIndex: benchmark,
      fullBuildSeconds,
      oneRemoteBuildSeconds,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results.json');
