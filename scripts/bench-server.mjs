/**
 * `npm run bench:server`: loads the composer with autocannon on loopback, once as the local server
 * (`scripts/serve.mjs`) and once as the Cloud Run entry (`shell/dist-server/main.js`, with the loopback
 * remotes in a copy of the shell's dist), and prints req/s, p50/p99 latency and how many answers were
 * the plain document or had the wrong status. The beacon scenarios post measurement beacons to
 * BEACON_PATH (req/s is beacons/s), each fit one with a fresh page token signed with the secret both
 * servers are given, as a served page's; the forged ones without a token or with a made-up one, and
 * replayed ones with a token that reported already. The Cloud Run entry reads each beacon's client
 * from a random X-Forwarded-For entry (one proxy hop), so its client share is checked as in
 * production; the local server sees one loopback client and takes no share. Both servers write their
 * aggregates to the run's Firestore emulator, and the bench then prints how many errors were stored
 * against how many beacons were taken (each fit beacon reports one). Servers run in their own processes, so the load generator does not share their event loop.
 * Each run follows a one-second warm-up at 10 connections. BENCH_SECONDS sets the length of a run
 * (5); BENCH_ONLY runs only the scenarios whose name contains it (`BENCH_ONLY=beacon`). Run `pnpm
 * build` first. Reports, never asserts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteApps } from '@codekade/platform/app-registry';
import { portBase } from '@codekade/platform/apps';
import { localDiscovery } from '@codekade/platform/discovery-document';
import { LOCAL_PROJECT_ID } from '@codekade/platform/firebase-projects';
import { repoRoot } from '@codekade/platform/run';
import { SECOND_SITE_OFFSETS, secondSiteEnvironment } from '@codekade/platform/second-site';
import { readTestSettings } from '@codekade/platform/test-settings';
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import { BEACON_PATH } from '@codekade/shared/measurements';
import autocannon from 'autocannon';

const settings = readTestSettings(process.env);
const SECONDS = settings.benchSeconds;
/** The Cloud Run entry listens above the six apps and the contact store (base + 80). */
const ENTRY_PORT = portBase + 90;
const COMPOSITION_HEADER = 'x-codekade-composition';

/** Unknown paths, each new: inside an area (the remote's not-found page) or outside every area (the shell's). */
let unknownCount = 0;
const unknownAreaPath = () => {
  unknownCount += 1;
  return `/diensten/onbekend-${unknownCount}`;
};
const unknownShellPath = () => {
  unknownCount += 1;
  return `/bestaat-niet-${unknownCount}`;
};

/** The build each remote's dist holds: the versions the servers know, so a beacon naming one is taken. */
const liveVersions = Object.fromEntries(
  remoteApps.map((app) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, app.dir, 'dist/mf-manifest.json'), 'utf8'));
    return [app.name, manifest.metaData.buildInfo.buildId];
  }),
);
const STORE_PORT = portBase + SECOND_SITE_OFFSETS.contactStore;
const BEACON_HEADERS = { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' };
const randomOf = (limit) => Math.round(Math.random() * limit * 100) / 100;
/** Shared with both servers: the bench signs the tokens of the pages whose beacons it sends. */
const TOKEN_SECRET = randomBytes(32).toString('hex');
const { createPageTokens } = await import(pathToFileURL(join(repoRoot, 'shell/dist-server/index.js')).href);
const pageTokens = createPageTokens({ secret: TOKEN_SECRET });

/** A page's beacon as the browser sends it: its token, its page view and an error, with its vitals. */
const fitBeacon = () => {
  const app = remoteApps[Math.floor(Math.random() * remoteApps.length)];
  const version = liveVersions[app.name];
  return JSON.stringify({
    token: pageTokens.issue({ remote: app.name, version }),
    records: [
      {
        remote: app.name,
        version,
        pageViews: 1,
        errors: 1,
        lcp: randomOf(4000),
        inp: randomOf(300),
        cls: randomOf(0.3),
      },
    ],
  });
};
/** Forged beacons: without a token, or with a made-up one (refused with 403, nothing counted). */
let forgedCount = 0;
const forgedBeacon = () => {
  forgedCount += 1;
  const records = [{ remote: 'mf_home', version: liveVersions.mf_home, pageViews: 1, errors: 1 }];
  const madeUp = `m1~mf_home~${liveVersions.mf_home}~${Math.floor(Date.now() / 1000).toString(36)}~AAAAAAAAAAAAAAAA~${'A'.repeat(22)}`;
  return JSON.stringify(forgedCount % 2 ? { records } : { token: madeUp, records });
};
/** A replayed beacon: a genuine page's token whose error was reported already (refused with 409). */
const replayedToken = pageTokens.issue({ remote: 'mf_home', version: liveVersions.mf_home });
const replayedBeacon = () =>
  JSON.stringify({ token: replayedToken, records: [{ remote: 'mf_home', version: liveVersions.mf_home, errors: 1 }] });
/** Sends the replayed beacon once to `origin`, as its page did: every later one is a replay. */
const reportOnce = (origin) =>
  new Promise((resolvePromise, reject) => {
    const outgoing = httpRequest(`${origin}${BEACON_PATH}`, { method: 'POST', headers: BEACON_HEADERS }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        response.statusCode === 204 ? resolvePromise() : reject(new Error(`${origin}: ${response.statusCode} ${body}`)),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(replayedBeacon());
  });
/** Beacons refused on purpose per server, for the closing line. */
const refused = { forged: 0, replayed: 0 };

const SCENARIOS = [
  { name: '/ at 50', path: () => '/', connections: 50, status: 200 },
  { name: '/ at 200', path: () => '/', connections: 200, status: 200 },
  { name: '/diensten/seo at 200', path: () => '/diensten/seo', connections: 200, status: 200 },
  { name: 'unknown area paths at 200', path: unknownAreaPath, connections: 200, status: 404 },
  { name: 'unknown shell paths at 200', path: unknownShellPath, connections: 200, status: 404 },
  { name: 'beacons at 100', path: () => BEACON_PATH, body: fitBeacon, connections: 100, status: 204, counts: true },
  {
    name: 'forged beacons at 100',
    path: () => BEACON_PATH,
    body: forgedBeacon,
    connections: 100,
    status: 403,
    refused: 'forged',
  },
  {
    name: 'replayed beacons at 100',
    path: () => BEACON_PATH,
    body: replayedBeacon,
    connections: 100,
    status: 409,
    refused: 'replayed',
  },
].filter((scenario) => !settings.benchOnly || scenario.name.includes(settings.benchOnly));

function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let warnings = 0;
  child.stderr.on('data', (chunk) => {
    if (settings.benchDebug) process.stderr.write(chunk);
    warnings += String(chunk).split('\n').filter(Boolean).length;
  });
  return { name, child, warnings: () => warnings };
}

/** Plain HTTP, not fetch: fetch refuses some ports (6000) that a port base may land on. */
const answers = (url) =>
  new Promise((resolvePromise) => {
    get(url, (response) => {
      response.resume();
      resolvePromise(true);
    }).on('error', () => resolvePromise(false));
  });

/** How long a server may take to start: the site's contact part starts a Firestore emulator (Java), slow on a loaded machine. */
const START_WAIT_MS = 90_000;

async function waitFor(url) {
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${START_WAIT_MS / 1000} s.`);
}

function run(origin, scenario, { connections = scenario.connections, duration = SECONDS } = {}) {
  let plain = 0;
  let wrongStatus = 0;
  let taken = 0;
  const post = scenario.body ? { method: 'POST', headers: BEACON_HEADERS } : {};
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              ...post,
              path: scenario.path(),
              ...(scenario.body ? { body: scenario.body() } : {}),
              // A client of its own per beacon behind the Cloud Run entry's one proxy hop.
              ...(scenario.body
                ? {
                    headers: {
                      ...BEACON_HEADERS,
                      'x-forwarded-for': `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.1`,
                    },
                  }
                : {}),
            }),
            onResponse: (status, _body, _context, headers) => {
              if (status === 204) taken += 1;
              if (status !== scenario.status) wrongStatus += 1;
              const kind = Object.entries(headers).find(([key]) => key.toLowerCase() === COMPOSITION_HEADER)?.[1];
              if (kind === 'plain') plain += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise({ result, plain, wrongStatus, taken })),
    );
  });
}

const share = (count, total) => `${count} of ${total} (${total ? ((100 * count) / total).toFixed(1) : 0}%)`;

/** Page views taken with a 204 by both servers (warm-ups included): what the store must hold in the end. */
let beaconsTaken = 0;

async function benchTarget(label, origin, server) {
  const rows = [];
  for (const scenario of SCENARIOS) {
    if (scenario.refused === 'replayed') await reportOnce(origin);
    // A second at 10 connections first: JIT and a new instance's first fragment reads are not measured.
    const warmUp = await run(origin, scenario, { connections: 10, duration: 1 });
    const before = server.warnings();
    const { result, plain, wrongStatus, taken } = await run(origin, scenario);
    if (scenario.counts) beaconsTaken += warmUp.taken + taken;
    if (scenario.refused) refused[scenario.refused] += result.requests.total - wrongStatus;
    const total = result.requests.total;
    rows.push({
      target: label,
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      plain: share(plain, total),
      'wrong status': share(wrongStatus, total),
      errors: result.errors + result.timeouts,
      'log lines': server.warnings() - before,
    });
  }
  return rows;
}

/** The errors the site's emulator holds for the live versions, read as the gate reads them. */
async function storedErrors() {
  const bundle = await import(pathToFileURL(join(repoRoot, 'shell/dist-server/index.js')).href);
  const store = bundle.createFirestoreRest({ projectId: LOCAL_PROJECT_ID, emulatorHost: `127.0.0.1:${STORE_PORT}` });
  const since = new Date(Date.now() - 3_600_000);
  const figures = await Promise.all(
    remoteApps.map((app) =>
      bundle.readVersionFigures(store, { remote: app.name, version: liveVersions[app.name], since }),
    ),
  );
  return figures.reduce((sum, { errors }) => sum + errors, 0);
}

async function main() {
  const shellDist = join(repoRoot, 'shell/dist');
  if (!existsSync(join(repoRoot, 'shell/dist-server/main.js'))) throw new Error('Run `pnpm build` first.');
  // The Cloud Run entry reads the discovery document from its dist folder (with no DISCOVERY_URL): a
  // copy naming this machine's remotes (the built one names the production sites, unreachable here).
  const entryDist = mkdtempSync(join(tmpdir(), 'codekade-bench-'));
  cpSync(shellDist, entryDist, { recursive: true });
  writeFileSync(join(entryDist, DISCOVERY_PATH.slice(1)), JSON.stringify(localDiscovery(portBase)));

  // The site's contact part (the Firestore emulator, its functions, maildev) on ports and in a data
  // folder of the bench's own: the composer is measured, the agency's local inbox is left alone.
  const contactDir = mkdtempSync(join(tmpdir(), 'codekade-bench-contact-'));
  const site = startProcess('local server', ['scripts/serve.mjs'], {
    ...secondSiteEnvironment(process.env, { portBase, contactStoreDir: contactDir }),
    MEASUREMENT_TOKEN_SECRET: TOKEN_SECRET,
    // One loopback client: no share to keep.
    MEASUREMENT_CLIENT_SHARE_PERCENT: '100',
  });
  // The entry starts once the remotes serve, as a Cloud Run instance starts beside live remotes: one
  // started with them found none and served the plain document to every request of the bench.
  await waitFor(`http://127.0.0.1:${portBase}/`);
  const entry = startProcess('Cloud Run entry', ['shell/dist-server/main.js'], {
    PORT: String(ENTRY_PORT),
    SHELL_DIST_DIR: entryDist,
    SITE_URL: `http://localhost:${ENTRY_PORT}`,
    // Its measurements go to the same emulator as the local server's.
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${STORE_PORT}`,
    GOOGLE_CLOUD_PROJECT: LOCAL_PROJECT_ID,
    MEASUREMENT_TOKEN_SECRET: TOKEN_SECRET,
    // Behind one proxy, as its beacons say; the client share at its production default.
    MEASUREMENT_PROXY_HOPS: '1',
  });
  try {
    await waitFor(`http://127.0.0.1:${ENTRY_PORT}/`);
    const rows = [
      ...(await benchTarget('local server', `http://127.0.0.1:${portBase}`, site)),
      ...(await benchTarget('Cloud Run entry', `http://127.0.0.1:${ENTRY_PORT}`, entry)),
    ];
    console.log(`\nComposer under load (${SECONDS} s per run, loopback):`);
    console.table(rows);
    if (beaconsTaken > 0) {
      // Both servers write what they counted every few seconds (MEASUREMENTS_FLUSH_MS, 5 s by default).
      await new Promise((done) => setTimeout(done, 12_000));
      console.log(
        `Beacons taken: ${beaconsTaken}; errors stored: ${await storedErrors()} (page views are the composer's count of served pages).`,
      );
    }
    if (refused.forged + refused.replayed > 0) {
      console.log(`Refused as they must be: ${refused.forged} forged (403), ${refused.replayed} replayed (409).`);
    }
  } finally {
    // Both close what they started (the local server's parts, their emulator and mail server) before
    // their folders go: a bench that left at once orphaned the parts still closing.
    const ended = [site.child, entry.child].map(
      (child) => new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done))),
    );
    site.child.kill('SIGTERM');
    entry.child.kill('SIGTERM');
    await Promise.all(ended);
    rmSync(entryDist, { recursive: true, force: true });
    rmSync(contactDir, { recursive: true, force: true });
  }
}

await main();
