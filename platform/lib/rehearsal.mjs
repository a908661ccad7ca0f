/**
 * The production rehearsal: the production build of all six apps, served over HTTPS on loopback under
 * their production hostnames, with the production firebase.json headers, Content-Security-Policy and
 * rewrites, and the composer run as Cloud Run runs it (shell/dist-server/main.js in its own process,
 * behind the shell's Hosting, which passes it only the `__session` cookie). A browser reaches it with
 * Chromium's `--host-resolver-rules` (production host:443 → local port) and trusts the certificate,
 * made at start, by its key (`--ignore-certificate-errors-spki-list`). One preview channel of each
 * remote (`<site id>--rehearsal-r3h34rs1.web.app`, in the shape Hosting gives a channel: its id, then
 * a hash of 8) serves that remote's current build, as a pull request's would.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { productionContentSecurityPolicy } from '@codekade/serving/content-security-policy';
import { remoteApps, shellApp } from './app-registry.mjs';
import { productionShellOrigin } from './apps.mjs';
import { productionDiscovery, workspaceBuilds } from './discovery-document.mjs';
import { DISCOVERY_FILE_NAME, DISCOVERY_HOSTING } from './discovery-hosting.mjs';
import { readLocalSettings } from './local-settings.mjs';
import { serveApp } from './static-site.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * The rehearsal's ports start here (HTTPS: shell, the five remotes, their preview channels; then the
 * composer): SITE_PORT_BASE + 200 to + 211 unless REHEARSAL_PORT_BASE says otherwise, clear of the
 * browser specs' own sites (+ 25 to + 81) and of `dev:remote` (a remote's port + 100).
 */
export const rehearsalPortBase = readLocalSettings(process.env).rehearsalPortBase;

/** The preview channel every remote gets in the rehearsal. */
export const previewOriginOf = (remote) => `https://${remote.hostingSiteId}--rehearsal-r3h34rs1.web.app`;

/** Production origin to local port, for every app and preview channel. */
function plan(base) {
  const sites = [
    { app: shellApp, origin: shellApp.productionUrl, port: base },
    ...remoteApps.map((app, index) => ({ app, origin: app.productionUrl, port: base + 1 + index })),
    ...remoteApps.map((app, index) => ({
      app,
      origin: previewOriginOf(app),
      port: base + 1 + remoteApps.length + index,
    })),
  ];
  const composerPort = base + 1 + 2 * remoteApps.length;
  // The discovery document's own site, as in production (docs/discovery.md): the composer reads it there.
  const discoverySite = { origin: `https://${DISCOVERY_HOSTING.siteId}.web.app`, port: composerPort + 1 };
  return { sites, composerPort, discoverySite };
}

/**
 * The production discovery document in a folder of its own, as `pnpm release:discovery` deploys it,
 * each remote pinned to the build the rehearsal serves (its workspace build).
 */
function discoveryFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-rehearsal-discovery-'));
  writeFileSync(join(dir, DISCOVERY_FILE_NAME), JSON.stringify(productionDiscovery({ versionsOf: workspaceBuilds() })));
  return dir;
}

/** A self-signed certificate for every rehearsed host (and 127.0.0.1, for the composer's fetches). */
function makeCertificate(hosts) {
  const dir = mkdtempSync(join(tmpdir(), 'codekade-rehearsal-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const names = [...hosts.map((host) => `DNS:${host}`), 'IP:127.0.0.1'].join(',');
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Codekade rehearsal'],
    ...['-keyout', key, '-out', cert, '-addext', `subjectAltName=${names}`],
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make the rehearsal certificate: ${made.stderr}`);
  const publicKey = spawnSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout'], { encoding: 'utf8' }).stdout;
  const der = spawnSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey }).stdout;
  const spki = spawnSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).stdout.toString('base64');
  return { dir, certFile: cert, key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8'), spki };
}

/** Cloud Run's response header names as the local server expects them (`content-type` → `Content-Type`). */
const headerName = (name) => name.replace(/(^|-)([a-z])/g, (_match, dash, letter) => `${dash}${letter.toUpperCase()}`);

/**
 * Hosting's rewrite to Cloud Run: the page request with only the `__session` cookie. The answer comes
 * back with the headers the composer service sent (its page headers), which Hosting passes on.
 */
function composerRewrite(composerPort) {
  const forward = (_pathname, _origin, _search, req) =>
    new Promise((resolvePage, reject) => {
      const session = (req.headers.cookie ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('__session='));
      const headers = { host: new URL(shellApp.productionUrl).host, ...(session ? { cookie: session } : {}) };
      const forwarded = httpRequest(
        { host: '127.0.0.1', port: composerPort, path: req.url, method: req.method, headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolvePage({
              status: response.statusCode ?? 502,
              headers: Object.fromEntries(
                Object.entries(response.headers)
                  .filter(([name]) => !['content-length', 'connection', 'date', 'keep-alive'].includes(name))
                  .map(([name, value]) => [headerName(name), String(value)]),
              ),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      forwarded.on('error', reject);
      forwarded.end();
    });
  /**
   * A measurement beacon (POST, see MEASUREMENTS_REWRITE) goes to the composer service as it came,
   * body and all, without cookies; its answer comes back as the service sent it.
   */
  const answerBeacon = (req, res) =>
    new Promise((done, reject) => {
      const { cookie: _cookie, host: _host, ...headers } = req.headers;
      const forwarded = httpRequest(
        {
          host: '127.0.0.1',
          port: composerPort,
          path: req.url,
          method: req.method,
          headers: { ...headers, host: new URL(shellApp.productionUrl).host },
        },
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res).on('finish', done);
        },
      );
      forwarded.on('error', reject);
      req.pipe(forwarded);
    });
  return Object.assign(forward, {
    pageHeaders: () => (_request, composed) => composed.headers,
    measurements: { answerBeacon },
  });
}

function startComposer(composerPort, hosts, certFile, discoveryUrl) {
  const composer = spawn(
    process.execPath,
    ['--import', pathToFileURL(join(import.meta.dirname, 'rehearsal-fetch.mjs')).href, 'shell/dist-server/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(composerPort),
        REHEARSAL_HOSTS: JSON.stringify(hosts),
        DISCOVERY_URL: discoveryUrl,
        NODE_EXTRA_CA_CERTS: certFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolveStarted, reject) => {
    composer.once('exit', (code) => reject(new Error(`The composer stopped at start (exit ${code}).`)));
    composer.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolveStarted(composer);
    });
  });
}

/** Starts the rehearsal; `chromiumArgs` let a Chromium open it under the production names. */
export async function startRehearsal({ base = rehearsalPortBase } = {}) {
  const { sites, composerPort, discoverySite } = plan(base);
  const certificate = makeCertificate([...sites, discoverySite].map((site) => new URL(site.origin).hostname));
  const discoveryDir = discoveryFolder();
  const localOf = (site) => `https://127.0.0.1:${site.port}`;
  const servers = [];
  let composer;
  try {
    for (const site of sites) {
      const isShell = site.app.name === shellApp.name;
      servers.push(
        await serveApp({
          target: site.app.name,
          port: site.port,
          distDir: resolve(root, site.app.dir, 'dist'),
          allowedOrigins: [productionShellOrigin],
          compose: isShell ? composerRewrite(composerPort) : undefined,
          contentSecurityPolicy: productionContentSecurityPolicy,
          tls: { key: certificate.key, cert: certificate.cert },
        }),
      );
    }
    servers.push(
      await serveApp({
        target: DISCOVERY_HOSTING.target,
        port: discoverySite.port,
        distDir: discoveryDir,
        allowedOrigins: [],
        contentSecurityPolicy: productionContentSecurityPolicy,
        tls: { key: certificate.key, cert: certificate.cert },
      }),
    );
    // After the sites, as on Cloud Run, where the remotes are live before a new composer reads them
    // ahead of its first visitor: started first, its read-ahead would find nothing listening.
    composer = await startComposer(
      composerPort,
      Object.fromEntries([...sites, discoverySite].map((site) => [site.origin, localOf(site)])),
      certificate.certFile,
      `${discoverySite.origin}/${DISCOVERY_FILE_NAME}`,
    );
  } catch (error) {
    composer?.kill();
    await Promise.all(servers.map((server) => server.close()));
    rmSync(discoveryDir, { recursive: true, force: true });
    throw error;
  }
  const rules = sites.map((site) => `MAP ${new URL(site.origin).hostname}:443 127.0.0.1:${site.port}`);
  return {
    shellUrl: shellApp.productionUrl,
    sites: sites.map((site) => ({ name: site.app.name, origin: site.origin, port: site.port })),
    chromiumArgs: [
      `--host-resolver-rules=${rules.join(', ')}`,
      `--ignore-certificate-errors-spki-list=${certificate.spki}`,
    ],
    close: async () => {
      composer.kill();
      await Promise.all(servers.map((server) => server.close()));
      rmSync(certificate.dir, { recursive: true, force: true });
      rmSync(discoveryDir, { recursive: true, force: true });
    },
  };
}
