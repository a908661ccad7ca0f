import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAppsAt, productionShellOrigin } from '@codekade/platform/apps';
import { liveReleaseDir, localHostingDir, localSite } from '@codekade/platform/local-hosting';
import { serveApp } from '@codekade/platform/static-site';
import { TRANSPORT_SECURITY } from '@codekade/serving/security-headers';
import { repoRoot } from '../support/changed-remote';
import { type HostingEmulator, startHostingEmulator } from '../support/hosting-emulator';
import { expect, portBase, test } from '../support/site';

/**
 * The local hosting answers as Google's Hosting emulator does, on the same files with the committed
 * firebase.json: the suite's site (releases, versions, ledger) beside the emulator serving the same
 * release folders. A table of paths, each with its status and the headers that matter: caching, type,
 * CORS and the security headers. Where an answer is the composer's (Cloud Run), the emulator cannot
 * stand in and the table leaves it out (docs/local-site.md).
 */
const EMULATOR_PORT = portBase + 700;
/** A remote served from its raw build (no release yet: no versions.json), on both sides. */
const RAW_PORT = portBase + 710;
/** The discovery document's own site (locally the shell answers /discovery.json as the composer does). */
const DISCOVERY_PORT = portBase + 711;
const localOrigin = `http://localhost:${portBase}`;
const apps = Object.fromEntries(localAppsAt(portBase).map((app) => [app.name, app]));
const HSTS = 'strict-transport-security';
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  HSTS,
];

type Row = { site: string; path: string; what: string };
type Answer = Record<string, string>;

test.describe.configure({ mode: 'serial' });

let emulator: HostingEmulator;
let raw: Awaited<ReturnType<typeof serveApp>>;
let discoverySite: Awaited<ReturnType<typeof serveApp>>;
let aboutRelease: string;
let discoveryDir: string;
const localOrigins: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const hostingDir = localHostingDir(process.env, portBase);
  aboutRelease = liveReleaseDir(localSite(hostingDir, 'mf_about')) ?? '';
  expect(aboutRelease, 'the suite site has released mf_about').not.toBe('');
  // The discovery site's one file: the document the local shell serves now.
  discoveryDir = mkdtempSync(join(tmpdir(), 'hosting-parity-discovery-'));
  writeFileSync(
    join(discoveryDir, 'discovery.json'),
    await (await request.get(`${localOrigin}/discovery.json`)).body(),
  );
  const rawDir = join(repoRoot, 'mf-home/dist');
  emulator = await startHostingEmulator(
    { shell: join(repoRoot, 'shell/dist'), mf_about: aboutRelease, mf_home: rawDir, discovery: discoveryDir },
    EMULATOR_PORT,
  );
  raw = await serveApp({ target: 'mf_home', port: RAW_PORT, distDir: rawDir, allowedOrigins: [localOrigin] });
  localOrigins.shell = localOrigin;
  discoverySite = await serveApp({
    target: 'discovery',
    port: DISCOVERY_PORT,
    distDir: discoveryDir,
    allowedOrigins: [],
  });
  localOrigins.discovery = `http://127.0.0.1:${DISCOVERY_PORT}`;
  localOrigins.mf_about = `http://127.0.0.1:${apps.mf_about?.port}`;
  localOrigins.mf_home = `http://127.0.0.1:${RAW_PORT}`;
});

test.afterAll(async () => {
  await emulator?.close();
  await raw?.close();
  await discoverySite?.close();
  if (discoveryDir) rmSync(discoveryDir, { recursive: true, force: true });
});

function table(): Row[] {
  const buildId = readdirSync(join(aboutRelease, 'v'))[0] ?? '';
  const chunk = readdirSync(join(aboutRelease, 'static/js')).find((name) => name.endsWith('.js')) ?? '';
  const shellChunk = readdirSync(join(repoRoot, 'shell/dist/static/js')).find((name) => name.endsWith('.js')) ?? '';
  return [
    { site: 'mf_about', path: `/static/js/${chunk}`, what: 'a chunk' },
    { site: 'mf_about', path: '/static/js/async/gone.0123456789.js', what: 'a missing chunk' },
    { site: 'mf_about', path: '/mf-manifest.json', what: 'the manifest' },
    { site: 'mf_about', path: '/remoteEntry.js', what: 'the remote entry' },
    { site: 'mf_about', path: `/v/${buildId}/mf-manifest.json`, what: "a version's manifest" },
    { site: 'mf_about', path: `/v/${buildId}/static/js/${chunk}`, what: "a version's chunk" },
    { site: 'mf_about', path: '/v/0123456789/mf-manifest.json', what: 'a missing version' },
    { site: 'mf_about', path: '/ssr/index.json', what: 'a fragment' },
    { site: 'mf_about', path: '/ssr/gone.json', what: 'a missing fragment' },
    { site: 'mf_about', path: '/over-ons', what: 'the preview fallback' },
    { site: 'mf_about', path: '/versions.json', what: 'versions.json' },
    { site: 'mf_about', path: '/release-ledger.json', what: 'the release ledger' },
    { site: 'mf_home', path: '/versions.json', what: 'a missing versions.json (no release yet)' },
    { site: 'shell', path: `/static/js/${shellChunk}`, what: "the shell's chunk" },
    { site: 'shell', path: '/static/js/gone.0123456789.js', what: "the shell's missing chunk" },
    { site: 'shell', path: '/.well-known/security.txt', what: 'security.txt' },
    { site: 'shell', path: '/robots.txt', what: 'robots.txt' },
    { site: 'discovery', path: '/discovery.json', what: 'the discovery document' },
    { site: 'discovery', path: '/remotes.json', what: 'a missing file of the discovery site' },
  ];
}

/** The answer's status and the headers that matter, the shell origin written as `<shell>`. */
function answerOf(response: { status(): number; headers(): Record<string, string> }, shellOrigin: string): Answer {
  const headers = response.headers();
  const mediaType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const answer: Answer = {
    status: String(response.status()),
    'cache-control': headers['cache-control'] ?? '',
    // Same type, whichever of its two names: JavaScript's is text/javascript (RFC 9239).
    'content-type': mediaType === 'application/javascript' ? 'text/javascript' : mediaType,
    'access-control-allow-origin': (headers['access-control-allow-origin'] ?? '').replace(shellOrigin, '<shell>'),
    'content-security-policy': headers['content-security-policy'] ? 'present' : '',
  };
  for (const name of SECURITY_HEADERS) answer[name] = headers[name] ?? '';
  return answer;
}

test('every path of the table answers as on Google’s Hosting emulator', async ({ request }) => {
  test.setTimeout(60_000);
  const differences: string[] = [];
  const lines: string[] = [];
  for (const row of table()) {
    const onEmulator = answerOf(
      await request.get(`${emulator.origins[row.site]}${row.path}`, {
        headers: { Origin: productionShellOrigin },
        maxRedirects: 0,
      }),
      productionShellOrigin,
    );
    const onLocal = answerOf(
      await request.get(`${localOrigins[row.site]}${row.path}`, { headers: { Origin: localOrigin }, maxRedirects: 0 }),
      localOrigin,
    );
    const short = (answer: Answer) => `${answer.status} ${answer['content-type']} "${answer['cache-control']}"`;
    lines.push(`${row.what} (${row.site} ${row.path}): emulator ${short(onEmulator)} | local ${short(onLocal)}`);
    // HSTS is Hosting's on every answer; the local hosting leaves it out on purpose for a loopback host
    // (an HSTS answer on https://localhost would upgrade every local port: local-transport-security.mjs).
    if (onEmulator[HSTS] !== TRANSPORT_SECURITY || onLocal[HSTS] !== '') {
      differences.push(
        `${row.what} (${row.site} ${row.path}) ${HSTS}: emulator "${onEmulator[HSTS]}", local "${onLocal[HSTS]}"`,
      );
    }
    for (const [name, value] of Object.entries(onEmulator)) {
      if (name === HSTS) continue;
      if (onLocal[name] !== value) {
        differences.push(
          `${row.what} (${row.site} ${row.path}) ${name}: emulator "${value}", local "${onLocal[name]}"`,
        );
      }
    }
  }
  await test.info().attach('paths.txt', { body: lines.join('\n'), contentType: 'text/plain' });
  console.log(lines.join('\n'));
  expect(differences).toEqual([]);
});

test('no 404 is cached as immutable or for more than 5 minutes in a browser, on the emulator or here', async ({
  request,
}) => {
  for (const row of table()) {
    for (const origin of [emulator.origins[row.site], localOrigins[row.site]]) {
      const response = await request.get(`${origin}${row.path}`, { maxRedirects: 0 });
      if (response.status() !== 404) continue;
      expect(response.headers()['cache-control'] ?? '', `${origin}${row.path}`).not.toMatch(
        /immutable|(?<!s-)max-age=(?:[1-9]\d{3,}|[4-9]\d\d|3(?:0[1-9]|[1-9]\d))/,
      );
    }
  }
});
