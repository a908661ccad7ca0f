/** Serves the built apps, each from its own dist folder on its own loopback port, like the hosting does. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOOPBACK_SOURCES, localContentSecurityPolicy } from '@codekade/serving/content-security-policy';
import { answerWrongPageMethod, isPageMethod } from '@codekade/serving/page-methods';
import {
  answerFailure,
  answerPlain,
  BAD_REQUEST_TEXT,
  guardRequests,
  parseRequestTarget,
} from '@codekade/serving/request-guard';
import { DISCOVERY_PATH } from '@codekade/shared/discovery-format';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { VERSIONS_FOLDER } from '@codekade/shared/versions';
import compression from 'compression';
import sirv from 'sirv';
import { portBase as defaultPortBase, localAppsAt, localShellOrigins } from './apps.mjs';
import { documentWithReleasedBuild, localDiscovery, pinOfBuild, versionsOfDocument } from './discovery-document.mjs';
import { LOCAL_PROJECT_ID } from './firebase-projects.mjs';
import { headersForTarget } from './hosting-headers.mjs';
import { rewriteRuleForTarget } from './hosting-rewrites.mjs';
import {
  liveDiscoveryFile,
  liveLocalDiscovery,
  localDiscoverySite,
  releaseLocalDiscovery,
  startLocalDiscovery,
} from './local-discovery.mjs';
import { followLiveRelease, liveReleaseDir, localSite } from './local-hosting.mjs';
import { localReleases } from './local-releases.mjs';
import { readLocalSettings } from './local-settings.mjs';
import { withoutTransportSecurityOnLocalHost } from './local-transport-security.mjs';
import { RELEASE_LEDGER_FILE } from './release-ledger.mjs';
import { readFolderLedger } from './release-sources.mjs';
import { buildIdOf } from './release-versions.mjs';

const root = resolve(import.meta.dirname, '../..');
/** The secret this process's composers sign page measurement tokens with: drawn per run, never stored. */
const LOCAL_TOKEN_SECRET = randomBytes(32).toString('hex');

const REMOTES_PATH = '/remotes.json';

/** The remotes.json of a discovery document: each remote's name and manifest URL. */
function remotesJsonOf(discoveryText) {
  const { remotes = [] } = JSON.parse(discoveryText);
  return JSON.stringify(Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifest])));
}

/** The answer to a path with no file and no rewrite, as Hosting's default 404 page is: HTML. */
const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><title>404 Page Not Found</title><h1>404 Page Not Found</h1></html>\n';

function staticFiles(distDir) {
  return sirv(distDir, {
    // Looks files up per request, so a rebuild or a deploy shows at once and a vanished file is a 404.
    dev: true,
    etag: true,
    // No fallback here: the rewrites of firebase.json decide which missing paths get index.html.
  });
}

/**
 * sirv reads only a plain `bytes=start-end` or `bytes=start-` range, and writes its 206 before it
 * checks one (a reversed range then fails mid-answer): any other Range is ignored, as HTTP allows,
 * and the whole file is sent.
 */
function keepOnlyPlainRange(req) {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

/**
 * A build served as it came (a dist folder, not an assembled release) holds its own version at its
 * root: `/v/<its build id>/…` answers from there, as a release publishes it (release-versions.mjs), so
 * the composer and the browser, which load versions only (issue 48), find it. The path without that
 * prefix, or undefined when the folder has its own `v/` or another build.
 */
function ownVersionPath(dir, pathname) {
  const match = /^\/v\/([^/]+)(\/.*)$/.exec(pathname);
  if (!match || existsSync(join(dir, VERSIONS_FOLDER))) return undefined;
  return buildIdOf(dir) === match[1] ? match[2] : undefined;
}

/** A page's address, which Hosting hands to the composer; files (with an extension, or under static/) never are. */
const isPagePath = (pathname) => !pathname.startsWith('/static/') && !/\.\w+$/.test(pathname);

/**
 * The origin the composer resolves a page's relative addresses against: the Host the browser used
 * (localhost or 127.0.0.1) when it is a plain host and port, else this server's own.
 */
function siteOriginOf(hostHeader, port) {
  const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
  return `http://${hostHeader && plainHost.test(hostHeader) ? hostHeader : `localhost:${port}`}`;
}

/**
 * The shell's composer (shell/server, built into shell/dist-server), the same module production runs:
 * it renders each page with the remote's prerendered HTML. It reads its composition settings from
 * `env` as the Cloud Run service does (shell/server/settings.ts: the fragment budget, how long it
 * reuses fragments, the CDN's `s-maxage`), with the local defaults; `fragmentBudgetMs` overrides the
 * budget. Its answers carry production's Cache-Control (`s-maxage` for a CDN), as the service sends them.
 */
export async function loadComposer({
  distDir,
  discoveryFile,
  siteUrl,
  fragmentBudgetMs,
  env = process.env,
  rollouts,
  measurementStore,
}) {
  const bundle = resolve(distDir, '../dist-server/index.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`pnpm build\` first.`);
  const {
    createFileComposer,
    createFirestoreRest,
    createMeasurements,
    createRolloutSource,
    productionPageHeaders,
    readLocalCompositionSettings,
    readLocalTokenSecret,
    versionsBeaconsMayName,
  } = await import(pathToFileURL(bundle).href);
  const settings = readLocalCompositionSettings(env);
  const rolloutSource = rollouts ? createRolloutSource(rollouts) : undefined;
  const compose = createFileComposer({
    distDir,
    discoveryFile,
    siteUrl,
    fragmentBudgetMs: fragmentBudgetMs ?? settings.fragmentBudgetMs,
    fragmentCacheMs: settings.fragmentCacheMs,
    cdnCacheSeconds: settings.cdnCacheSeconds,
    // The local pages carry the loopback policy (serveApp's default): remotes are fetched by its rule.
    remoteSources: LOOPBACK_SOURCES,
    // npm start's rollouts, in its Firestore emulator, as Cloud Run reads production's.
    rollouts: rolloutSource,
  });
  // The pages' measurement beacons, as the composer service takes them (main.ts): counted in memory and
  // written to the run's Firestore emulator (`measurementStore`: { emulatorHost, projectId }), or only
  // checked without one, every `measurementsFlushMs` (the browser tests shorten it).
  const measurements = createMeasurements({
    knownVersions: versionsBeaconsMayName(compose, rolloutSource),
    store: measurementStore ? createFirestoreRest(measurementStore) : undefined,
    flushIntervalMs: settings.measurementsFlushMs,
    // One secret per process (unless MEASUREMENT_TOKEN_SECRET gives one): a shell release's new
    // composer takes the beacons of the pages the one before served.
    tokenSecret: readLocalTokenSecret(env) ?? LOCAL_TOKEN_SECRET,
    clientSharePercent: settings.measurementClientSharePercent,
  });
  // Counts each page it serves and gives it its measurement token, as the composer service does.
  const served = measurements.measurePages(compose);
  // A page's headers travel with the composer, as on Cloud Run (page-headers.ts): the security headers
  // admitting the page's own inline boot script, and a developer's override session.
  // `warm(origin)` reads every remote's index and fragments, as the service does before it takes traffic.
  return Object.assign(served, { pageHeaders: productionPageHeaders, measurements, warm: compose.warm });
}

function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

/**
 * Serves one hosting target from `distDir` on `port`. `release(buildDir)` publishes a new build as a
 * deploy does (kept files included) and `rollback(version)` puts an earlier release back live (see
 * local-releases.mjs); `deploy(otherDir)` only swaps the folder, as a release without kept files
 * would. `discoveryFile()` (shell only) names the live discovery document, served at /discovery.json. `onRelease(dir)` runs after each switch
 * of release (the shell loads that release's composer). `liveSite` (local-hosting.mjs) makes it serve
 * whichever release that site's pointer names, as a release command in another process sets it.
 */
export async function serveApp({
  target,
  port,
  distDir,
  host = '127.0.0.1',
  allowedOrigins,
  discoveryFile,
  compose,
  contentSecurityPolicy = localContentSecurityPolicy,
  tls,
  onRelease,
  liveSite,
}) {
  const headersFor = headersForTarget(target, allowedOrigins, contentSecurityPolicy);
  const rewriteRuleFor = rewriteRuleForTarget(target);
  const compress = compression();
  let serveFiles = staticFiles(distDir);
  let servedDir = distDir;
  // Files first, then the composer: the order `pnpm deploy:shell` keeps (Hosting, then Cloud Run).
  const releases = localReleases({
    target,
    initialDir: distDir,
    switchTo: async (dir) => {
      serveFiles = staticFiles(dir);
      servedDir = dir;
      await onRelease?.(dir);
    },
  });
  const followLive = liveSite
    ? followLiveRelease(liveSite, (dir) => {
        serveFiles = staticFiles(dir);
        servedDir = dir;
      })
    : () => {};
  // `tls` ({ key, cert }) serves HTTPS, as the production rehearsal does.
  const listener = guardRequests(`site ${target}`, (req, res) => {
    // Only origin-form targets (`/path`); `//host/x` is a path here, never a host.
    withoutTransportSecurityOnLocalHost(req, res);
    const requestTarget = parseRequestTarget(req.url);
    if (!requestTarget) {
      answerPlain(res, 400, BAD_REQUEST_TEXT);
      return;
    }
    const { pathname, search } = requestTarget;
    followLive();
    const hostingHeaders = headersFor(pathname, req.headers.origin);
    for (const [key, value] of Object.entries(hostingHeaders)) res.setHeader(key, value);
    // sirv's per-request mode writes its own Cache-Control into writeHead; the hosting rules must win.
    const writeHead = res.writeHead.bind(res);
    // A composed page's own headers win, as the composer service's do behind Hosting.
    let composedPage = false;
    res.writeHead = (status, ...rest) => {
      const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
      // As on Hosting, the rules follow the path whatever the status (a 404 under static/ too: its
      // rule caches briefly for that reason, hosting-config.mjs).
      const ruling = composedPage ? {} : hostingHeaders;
      if (headers) return writeHead(status, { ...headers, ...ruling });
      // Compression hands over the headers through setHeader and calls writeHead with the status only.
      for (const [key, value] of Object.entries(ruling)) res.setHeader(key, value);
      return writeHead(status, ...rest);
    };
    // The discovery document is released apart from the shell (local-discovery.mjs) and is hostile
    // input: the composer answers it as it composes with it (its last good release, as its reader kept
    // it), as in production; the remotes.json `pnpm status` reads is made from that answer.
    if (discoveryFile && compose && pathname === REMOTES_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      compose(DISCOVERY_PATH, siteOriginOf(req.headers.host, port), '', req)
        .then((composed) => {
          const body = remotesJsonOf(composed.body);
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
          res.end(req.method === 'HEAD' ? '' : body);
        })
        .catch((error) => answerFailure(`site ${target}`, req, res, error));
      return;
    }
    // A build served as it came (npm start's first release) has no ledger file: its files are its ledger.
    if (pathname === `/${RELEASE_LEDGER_FILE}` && !existsSync(join(servedDir, RELEASE_LEDGER_FILE))) {
      const ledger = readFolderLedger(servedDir);
      if (ledger) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ledger));
        return;
      }
    }
    // A page takes GET and HEAD only, and says so as the composer service does (page-methods.mjs);
    // the beacons' address is the composer's too, and takes its POSTs below.
    if (compose && isPagePath(pathname) && pathname !== BEACON_PATH && !isPageMethod(req.method)) {
      composedPage = true;
      answerWrongPageMethod(res, contentSecurityPolicy);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const notFound = () => {
      // Hosting's own 404 page is HTML (a site here has no 404.html of its own).
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(NOT_FOUND_HTML);
    };
    // The pages' measurement beacons go to the composer, as Hosting's rewrite sends them to Cloud Run.
    if (compose?.measurements && pathname === BEACON_PATH) {
      composedPage = true;
      compose.measurements.answerBeacon(req, res).catch((error) => answerFailure(`site ${target}`, req, res, error));
      return;
    }
    /** Answers with the composer (inside the compression middleware). */
    const composePage = async () => {
      composedPage = true;
      const composed = await compose(pathname, siteOriginOf(req.headers.host, port), search, req);
      res
        .writeHead(composed.status, compose.pageHeaders(contentSecurityPolicy)(req, composed))
        .end(req.method === 'HEAD' ? '' : composed.body);
    };
    // The compression middleware calls on without awaiting: a failure there is answered here.
    const composePageOrFail = () => composePage().catch((error) => answerFailure(`site ${target}`, req, res, error));
    if (compose && (isPagePath(pathname) || (discoveryFile && pathname === DISCOVERY_PATH))) {
      compress(req, res, composePageOrFail);
      return;
    }
    keepOnlyPlainRange(req);
    const ownVersion = compose ? undefined : ownVersionPath(servedDir, pathname);
    if (ownVersion !== undefined) req.url = `${ownVersion}${search}`;
    compress(req, res, () =>
      serveFiles(req, res, () => {
        const rule = rewriteRuleFor(pathname);
        // A file the release lacks that Hosting would send to the composer (the sitemap), it answers here too.
        if (compose && rule?.run && (req.method === 'GET' || req.method === 'HEAD')) return composePageOrFail();
        const destination = rule?.destination;
        if (!destination) return notFound();
        req.url = destination;
        serveFiles(req, res, notFound);
      }),
    );
  });
  const server = tls ? createTlsServer(tls, listener) : createServer(listener);
  await listen(server, port, host);
  return {
    target,
    // The port asked for, or the one the system chose for port 0.
    port: server.address().port,
    deploy: (releaseDir) => {
      serveFiles = staticFiles(releaseDir);
      servedDir = releaseDir;
    },
    release: releases.release,
    rollback: releases.rollback,
    liveDir: () => servedDir,
    close: () =>
      new Promise((done) => server.close(done)).finally(() => {
        releases.close();
      }),
  };
}

/**
 * Serves one app of the local site at its port for `portBase`: a remote from its dist folder, the shell
 * with the composer of its live release. `distOverrides` maps a target to another folder;
 * `discovery` is the discovery document the run starts with (released on its own, local-discovery.mjs;
 * the returned shell server's `releaseDiscovery(document)` releases another): by default the
 * loopback remotes of this run. The shell's built discovery.json names the production remotes. `fragmentBudgetMs` overrides the composer's budget; `env`
 * holds its other settings (default: this process's environment). `hostingDir` (npm start) serves each
 * remote from its local hosting there (local-hosting.mjs), whose first release `startLocalSite` made;
 * its composer then follows the rollouts in the Firestore emulator (`rollouts`: `{ emulatorHost,
 * projectId }`, by default the contact part's, npm start's project). `measurementStore`
 * ({ emulatorHost, projectId }) is the Firestore emulator the composer writes its measurements to;
 * without it beacons are checked and let go.
 */
export async function serveLocalApp(
  app,
  {
    host = '127.0.0.1',
    portBase = defaultPortBase,
    distOverrides = {},
    hostingDir,
    // Each remote serves the build it is given (its workspace build by default, or the live release of
    // npm start's hosting), pinned from that build.
    discovery = localDiscovery(portBase, { versionsOf: servedBuilds(distOverrides, hostingDir) }),
    fragmentBudgetMs,
    env = process.env,
    rollouts = hostingDir
      ? { emulatorHost: `127.0.0.1:${readLocalSettings(env).contactStorePort}`, projectId: LOCAL_PROJECT_ID }
      : undefined,
    measurementStore,
  } = {},
) {
  const allowedOrigins = localShellOrigins(portBase);
  if (app.name !== 'shell' && hostingDir) {
    const liveSite = localSite(hostingDir, app.name);
    const distDir = liveReleaseDir(liveSite);
    if (!distDir) throw new Error(`The local hosting of ${app.name} in ${liveSite.dir} has no release yet.`);
    return serveApp({ target: app.name, port: app.port, distDir, host, allowedOrigins, liveSite });
  }
  if (app.name !== 'shell') {
    const distDir = distOverrides[app.name] ?? resolve(root, app.dir, 'dist');
    return serveApp({ target: app.name, port: app.port, distDir, host, allowedOrigins });
  }
  const shellDist = distOverrides.shell ?? resolve(root, 'shell/dist');
  // The run's discovery document, released on its own beside the shell (npm start: in its hosting folder).
  const discoverySite = localDiscoverySite(hostingDir);
  await startLocalDiscovery(discoverySite, discovery);
  const discoveryFile = () => liveDiscoveryFile(discoverySite);
  const composerFor = (distDir) =>
    loadComposer({
      distDir,
      discoveryFile,
      siteUrl: `http://localhost:${portBase}`,
      fragmentBudgetMs,
      env,
      rollouts,
      measurementStore,
    });
  // A shell release brings its own composer, as Cloud Run gets the release's container.
  let composeLive = await composerFor(shellDist);
  const compose = Object.assign((...request) => composeLive(...request), {
    pageHeaders: (...policy) => composeLive.pageHeaders(...policy),
    measurements: { answerBeacon: (...request) => composeLive.measurements.answerBeacon(...request) },
  });
  const served = await serveApp({
    target: app.name,
    port: app.port,
    distDir: shellDist,
    host,
    allowedOrigins,
    discoveryFile,
    compose,
    onRelease: async (distDir) => {
      const previous = composeLive;
      composeLive = await composerFor(distDir);
      // What the old release's composer counted is written before it goes, as a stopping instance does.
      await previous.measurements.close();
    },
  });
  /** Resolves once the composer answers the discovery document with `pin` for `remote`, served when `serve` (within 10 s). */
  async function composerServes(remote, pin, serve) {
    const origin = `http://localhost:${portBase}`;
    const deadline = Date.now() + 10_000;
    const version = serve ? pin.version : undefined;
    for (;;) {
      const { body } = await composeLive(DISCOVERY_PATH, origin, '');
      const entry = JSON.parse(body).remotes?.find((candidate) => candidate.name === remote);
      // The pin too: a test's copy of a build keeps its build id with other bytes (deployment.spec).
      const pinned = entry?.pins?.some((kept) => kept.version === pin.version && kept.integrity === pin.integrity);
      if (version === undefined || (entry?.version === version && pinned)) return;
      if (Date.now() > deadline)
        throw new Error(`The composer did not take the discovery document serving ${remote} ${version}.`);
      // The composer looks at the document's file at most once a second (discovery-source.ts).
      await new Promise((resume) => setTimeout(resume, 100));
    }
  }

  return {
    ...served,
    /**
     * Reads every remote's index and fragments into the live composer, as the composer service does
     * before it takes traffic (shell/server/main.ts): its first page then has the area's content.
     */
    warm: () => composeLive.warm(`http://localhost:${portBase}`),
    /** Releases another discovery document, as its own deploy does: the composer reads it within a second. */
    releaseDiscovery: (document) => releaseLocalDiscovery(discoverySite, document),
    /**
     * The second step of a remote's release (issue 48): the live document released again with the
     * build's pin (served too, unless `serve` is false), resolved once the composer composes with it.
     */
    releasePins: async (remote, pin, { serve = true } = {}) => {
      const live = liveLocalDiscovery(discoverySite);
      if (!live) throw new Error('The local discovery document has no release yet.');
      await releaseLocalDiscovery(discoverySite, documentWithReleasedBuild(live, remote, pin, { serve }));
      await composerServes(remote, pin, serve);
    },
    /** The pin the live document keeps for `version` of `remote` (a rollback serves it again), or undefined. */
    keptPin: (remote, version) =>
      versionsOfDocument(liveLocalDiscovery(discoverySite))({ name: remote, dir: '' })?.pins.find(
        (pin) => pin.version === version,
      ),
    close: () => served.close().finally(() => composeLive.measurements.close()),
  };
}

/**
 * Each remote's pins from the build folder it serves (`distOverrides`, else with `hostingDir` the
 * root of its live release there, else its workspace build): the versions a run's first discovery
 * document serves.
 * @param {Record<string, string>} distOverrides
 * @param {string | undefined} hostingDir
 */
function servedBuilds(distOverrides, hostingDir) {
  return (app) => {
    const live = hostingDir ? liveReleaseDir(localSite(hostingDir, app.name)) : undefined;
    const built = pinOfBuild(distOverrides[app.name] ?? live ?? resolve(root, app.dir, 'dist'));
    return built && { version: built.version, pins: [built] };
  };
}

/** Starts all six static servers with the shell on `portBase` (options: see `serveLocalApp`). */
export async function startStaticSite({ portBase = defaultPortBase, ...options } = {}) {
  const servers = [];
  try {
    for (const app of localAppsAt(portBase)) servers.push(await serveLocalApp(app, { portBase, ...options }));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  const shell = servers.find((server) => server.target === 'shell');
  for (const server of servers) if (server !== shell && shell) releasesWithPins(server, shell);
  return {
    apps: localAppsAt(portBase),
    servers: Object.fromEntries(servers.map((server) => [server.target, server])),
    close: () => Promise.all(servers.map((server) => server.close())),
  };
}

/**
 * A remote's releases on a test's site do both steps of a release (issue 48): its files, then the
 * discovery document with the new build's pin from the build's own folder (a rollback: the pin the
 * document kept for the version it puts back), so no release fails its area closed. Each resolves
 * once the composer composes with the new document.
 */
function releasesWithPins(server, shell) {
  const { deploy, release, rollback } = server;
  const pinBuild = async (buildDir) => {
    const pin = pinOfBuild(buildDir);
    if (!pin) throw new Error(`${buildDir} holds no built manifest to pin.`);
    await shell.releasePins(server.target, pin);
  };
  server.deploy = async (releaseDir) => {
    deploy(releaseDir);
    await pinBuild(releaseDir);
  };
  server.release = async (buildDir, options) => {
    const released = await release(buildDir, options);
    await pinBuild(buildDir);
    return released;
  };
  server.rollback = async (version) => {
    const back = await rollback(version);
    const id = buildIdOf(server.liveDir());
    const pin = id && shell.keptPin(server.target, id);
    if (!pin)
      throw new Error(`The discovery document keeps no pin of ${server.target} ${id}: it cannot be served again.`);
    await shell.releasePins(server.target, pin);
    return back;
  };
}
