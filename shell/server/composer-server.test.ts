// @vitest-environment node
/** The production entry (what main.ts starts on Cloud Run) over HTTP: its headers and its caching. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostingOf } from '@codekade/platform/firebase-hosting';
import { inlineScriptSources, LOOPBACK_SOURCES, withInlineScripts } from '@codekade/serving/content-security-policy';
import { METHOD_NOT_ALLOWED_TEXT } from '@codekade/serving/page-methods';
import { assertAnswersEveryRequest, assertOddTargetsAnswered } from '@codekade/serving/request-fuzz';
import { securityHeaders } from '@codekade/serving/security-headers';
import { fragmentFileFor } from '@codekade/shared/fragments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOSITION_HEADER } from './composer';
import { createComposerServer } from './composer-server';
import { discoveryOf } from './discovery.test-helper';
import { createFileComposer } from './index';
import { folderManifestText, folderPin } from './pinned-remote.test-helper';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div>' +
  '<script data-entry="/static/js/index.js">boot()</script></body></html>';

const remoteFiles: Record<string, unknown> = {
  'ssr/index.json': {
    remote: 'mf_about',
    buildId: 'b1',
    pages: ['/over-ons'],
    notFound: [{ pattern: '/over-ons/*', file: 'ssr/not-found/0.json' }],
    redirects: [],
  },
  [fragmentFileFor('/over-ons')]: {
    remote: 'mf_about',
    buildId: 'b1',
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'Het verhaal' },
    html: '<h1>Over Ons</h1>',
    resourceHints: '',
    css: '.title{color:red}',
    preload: { scripts: ['remoteEntry.js'], styles: [] },
  },
};

let distDir: string;
let remote: Server;
let entry: Server;
let origin: string;
let port: number;

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  remote = createServer((request, response) => {
    // The version the discovery document serves: its folder holds the build.
    const path = (request.url ?? '').replace(/^\/about\/v\/b1\//, '');
    if (path === 'mf-manifest.json') return void response.writeHead(200).end(folderManifestText(remoteFiles));
    const file = remoteFiles[path];
    if (file === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(file));
  });
  const remoteOrigin = await listen(remote);
  distDir = mkdtempSync(join(tmpdir(), 'codekade-composer-entry-'));
  mkdirSync(join(distDir, 'static/css'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), TEMPLATE);
  writeFileSync(join(distDir, 'static/css/index.css'), '.shell{margin:0}');
  writeFileSync(
    join(distDir, 'discovery.json'),
    JSON.stringify(
      discoveryOf(
        { mf_about: `${remoteOrigin}/about/v/b1/mf-manifest.json`, mf_home: `${remoteOrigin}/home/mf-manifest.json` },
        { mf_about: folderPin(remoteFiles) },
      ),
    ),
  );
  const compose = createFileComposer({
    remoteSources: LOOPBACK_SOURCES,
    distDir,
    siteUrl: 'https://www.codekade.nl',
    fragmentBudgetMs: 2000,
  });
  entry = createComposerServer(compose, 'https://www.codekade.nl');
  origin = await listen(entry);
  port = (entry.address() as AddressInfo).port;
});

afterAll(async () => {
  await Promise.all([entry, remote].map((server) => new Promise((done) => server?.close(done))));
  rmSync(distDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

/** The headers firebase.json sets on every response of the shell's site. */
const hostingHeaders = () => {
  const rule = (hostingOf('shell').headers as { source: string; headers: { key: string; value: string }[] }[]).find(
    // Hosting sends them with the shell's files only; a page gets them from the composer alone.
    (entry) => entry.headers.some(({ key }) => key === 'Content-Security-Policy'),
  );
  return rule?.headers ?? [];
};

describe('the composer service (Cloud Run entry)', () => {
  it("sends the security headers Hosting sends with the shell's files with a composed page", async () => {
    const response = await get('/over-ons');
    expect(response.status).toBe(200);
    expect(response.headers.get(COMPOSITION_HEADER)).toBe('area');
    const expected = hostingHeaders();
    expect(expected.map(({ key }) => key)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Cross-Origin-Resource-Policy',
        'Strict-Transport-Security',
      ]),
    );
    for (const { key, value } of expected) {
      // The page's policy is the files' one that also runs the page's own inline boot script.
      const pageValue =
        key === 'Content-Security-Policy' ? withInlineScripts(value, inlineScriptSources(TEMPLATE)) : value;
      expect(response.headers.get(key), key).toBe(pageValue);
    }
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src [^;]* 'sha256-[\w+/]+=*'/);
    // A document of its own browsing context group, loaded by no other origin without CORS.
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    // HTTPS only (issue 47): the composer's answers say so as Hosting's do.
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('lets a CDN keep a composed page and its 404s for s-maxage, while browsers revalidate', async () => {
    expect((await get('/over-ons')).headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const missing = await get('/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never lets a CDN keep the plain document', async () => {
    const response = await get('/over-ons/kapot');
    expect(response.headers.get(COMPOSITION_HEADER)).toBe('plain');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['/OVER-ONS/?utm_source=x', '/over-ons?utm_source=x'],
    ['//evil.example/x', '/evil.example/x'],
  ])('answers %s with a 301 to %s on the site', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('gives the canonical link the site URL whatever the path held', async () => {
    const body = await (await get('/evil.example/x')).text();
    expect(body).toContain('<link rel="canonical" href="https://www.codekade.nl/evil.example/x">');
  });

  it('refuses other methods with 405, a plain line in Dutch and English and the security headers', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(await response.text()).toBe(METHOD_NOT_ALLOWED_TEXT);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [key, value] of Object.entries(securityHeaders())) expect(response.headers.get(key), key).toBe(value);
  });

  it('answers GET // and its kin (which once ended the service) and goes on serving pages', async () => {
    await assertOddTargetsAnswered(port);
    expect((await get('/over-ons')).status).toBe(200);
  });

  it('answers every generated request (targets, methods, headers, bodies) and goes on serving pages', async () => {
    await assertAnswersEveryRequest(port, { numRuns: 300, alivePath: '/over-ons' });
  }, 60_000);
});
