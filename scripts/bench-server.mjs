/**
 * `npm run bench:server`: loads the composer with autocannon on loopback, once as the local server
 * (`scripts/serve.mjs`) and once as the Cloud Run entry (`shell/dist-server/main.js`, with the loopback
 * remotes in a copy of the shell's dist), and prints req/s, p50/p99 latency and how many answers were
 * the plain document or had the wrong status. Servers run in their own processes, so the load
 * generator does not share their event loop. Each run follows a one-second warm-up at 10 connections.
 * BENCH_SECONDS sets the length of a run (5). Run `pnpm build` first. Reports, never asserts.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localRemotesConfig, portBase } from '@codekade/platform/apps';
import { repoRoot } from '@codekade/platform/run';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** The Cloud Run entry listens above the six apps and the contact store (base + 80). */
const ENTRY_PORT = portBase + 90;
const COMPOSITION_HEADER = 'x-codekade-composition';

/** Unknown paths, each new: inside an area (the remote's index decides) and outside every area. */
let unknownCount = 0;
const unknownPath = () => {
  unknownCount += 1;
  return unknownCount % 2 ? `/diensten/onbekend-${unknownCount}` : `/bestaat-niet-${unknownCount}`;
};

const SCENARIOS = [
  { name: '/ at 50', path: () => '/', connections: 50, status: 200 },
  { name: '/ at 200', path: () => '/', connections: 200, status: 200 },
  { name: '/diensten/seo at 200', path: () => '/diensten/seo', connections: 200, status: 200 },
  { name: 'unknown paths at 200', path: unknownPath, connections: 200, status: 404 },
];

function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let warnings = 0;
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_DEBUG) process.stderr.write(chunk);
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

async function waitFor(url) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within 20 s.`);
}

function run(origin, scenario, { connections = scenario.connections, duration = SECONDS } = {}) {
  let plain = 0;
  let wrongStatus = 0;
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: scenario.path() }),
            onResponse: (status, _body, _context, headers) => {
              if (status !== scenario.status) wrongStatus += 1;
              const kind = Object.entries(headers).find(([key]) => key.toLowerCase() === COMPOSITION_HEADER)?.[1];
              if (kind === 'plain') plain += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise({ result, plain, wrongStatus })),
    );
  });
}

const share = (count, total) => `${count} of ${total} (${total ? ((100 * count) / total).toFixed(1) : 0}%)`;

async function benchTarget(label, origin, server) {
  const rows = [];
  for (const scenario of SCENARIOS) {
    // A second at 10 connections first: JIT and a new instance's first fragment reads are not measured.
    await run(origin, scenario, { connections: 10, duration: 1 });
    const before = server.warnings();
    const { result, plain, wrongStatus } = await run(origin, scenario);
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

async function main() {
  const shellDist = join(repoRoot, 'shell/dist');
  if (!existsSync(join(repoRoot, 'shell/dist-server/main.js'))) throw new Error('Run `pnpm build` first.');
  // The Cloud Run entry reads remotes.json from its dist folder: a copy naming this machine's remotes.
  const entryDist = mkdtempSync(join(tmpdir(), 'codekade-bench-'));
  cpSync(shellDist, entryDist, { recursive: true });
  writeFileSync(join(entryDist, 'remotes.json'), JSON.stringify(localRemotesConfig(portBase)));

  // The site's contact part (the Firestore emulator, its functions, maildev) on ports and in a data
  // folder of the bench's own: the composer is measured, the agency's local inbox is left alone.
  const contactDir = mkdtempSync(join(tmpdir(), 'codekade-bench-contact-'));
  const site = startProcess('local server', ['scripts/serve.mjs'], {
    SITE_PORT_BASE: String(portBase),
    CONTACT_STORE_PORT: String(portBase + 92),
    CONTACT_STORE_DIR: contactDir,
    MAIL_SMTP_PORT: String(portBase + 93),
    MAIL_WEB_PORT: String(portBase + 94),
  });
  const entry = startProcess('Cloud Run entry', ['shell/dist-server/main.js'], {
    PORT: String(ENTRY_PORT),
    SHELL_DIST_DIR: entryDist,
    SITE_URL: `http://localhost:${ENTRY_PORT}`,
  });
  try {
    await waitFor(`http://127.0.0.1:${portBase}/`);
    await waitFor(`http://127.0.0.1:${ENTRY_PORT}/`);
    const rows = [
      ...(await benchTarget('local server', `http://127.0.0.1:${portBase}`, site)),
      ...(await benchTarget('Cloud Run entry', `http://127.0.0.1:${ENTRY_PORT}`, entry)),
    ];
    console.log(`\nComposer under load (${SECONDS} s per run, loopback):`);
    console.table(rows);
  } finally {
    site.child.kill('SIGTERM');
    entry.child.kill('SIGTERM');
    rmSync(entryDist, { recursive: true, force: true });
    rmSync(contactDir, { recursive: true, force: true });
  }
}

await main();
