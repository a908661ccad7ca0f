// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localContentSecurityPolicy } from '@codekade/serving/content-security-policy';
import { METHOD_NOT_ALLOWED_TEXT } from '@codekade/serving/page-methods';
import { assertAnswersEveryRequest } from '@codekade/serving/request-fuzz';
import { securityHeaders } from '@codekade/serving/security-headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HASHED_FILE_CACHE } from './hosting-config.mjs';
import { type ServedApp, serveApp } from './static-site.mjs';

const INDEX_HTML = '<!doctype html><title>shell</title>';
const RUN_DISCOVERY = JSON.stringify({
  format: 'codekade-discovery/1',
  remotes: [{ name: 'mf_home', manifest: 'http://localhost:3001/mf-manifest.json', area: {}, menus: {} }],
});
let distDir: string;
let shell: ServedApp;
let remote: ServedApp;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'codekade-static-site-'));
  mkdirSync(join(distDir, 'static/js'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(distDir, 'static/js/index.0123abcd.js'), 'console.log(1);');
  // The live release of the document is broken: the server never serves it raw, the composer's reading it does.
  writeFileSync(join(distDir, 'run-discovery.json'), '{"format": "codekade-discovery/1", "remotes": [');
  const allowedOrigins = ['http://localhost:3000'];
  // Port 0: the system picks free ports, so this test never collides with a served site.
  // The composer is the shell's own (tested in shell/server); here only how the server hands pages to it.
  const compose = Object.assign(
    async (pathname: string, origin: string, search: string) => {
      if (pathname === '/kapot') throw new Error('the composer failed');
      if (pathname === '/discovery.json') {
        // The composer's last good document, as its reader kept it.
        return {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
          body: RUN_DISCOVERY,
        };
      }
      new URL(origin); // as the composer does with the origin the server names
      return {
        status: pathname === '/bestaat-niet' ? 404 : 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
        body: `composed ${pathname}${search}`,
      };
    },
    {
      // As the composer's page headers start: the security headers of the policy the server gives.
      pageHeaders: (policy: string) => (_request: unknown, composed: { headers: Record<string, string> }) => ({
        ...securityHeaders(policy),
        ...composed.headers,
      }),
    },
  );
  shell = await serveApp({
    target: 'shell',
    port: 0,
    distDir,
    allowedOrigins,
    discoveryFile: () => join(distDir, 'run-discovery.json'),
    compose,
  });
  remote = await serveApp({ target: 'mf_about', port: 0, distDir, allowedOrigins });
});

afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

const get = (app: ServedApp, path: string) => fetch(`http://127.0.0.1:${app.port}${path}`);

describe('local hosting of a built app', () => {
  it.each(['/static/js/missing.fedcba98.js', '/static/missing', '/static/css/gone.css'])(
    'answers a missing %s with a 404 that is never cached as immutable (the path rule, as on Hosting)',
    async (path) => {
      for (const app of [shell, remote]) {
        const response = await get(app, path);
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe(HASHED_FILE_CACHE);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await response.text()).not.toContain(INDEX_HTML);
      }
    },
  );

  it('caches a file under static/ in the browser briefly and on the CDN until the next release', async () => {
    const response = await get(shell, '/static/js/index.0123abcd.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(HASHED_FILE_CACHE);
  });

  it("answers a remote's route with its standalone preview", async () => {
    const response = await get(remote, '/over-ons');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it("answers the shell's pages from the composer, with its Cache-Control and the security headers", async () => {
    const response = await get(shell, '/projecten/websites/1?utm_source=x');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('composed /projecten/websites/1?utm_source=x');
    // As production: Hosting's rules leave a composed page's Cache-Control to the composer.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    // Locally the apps and the contact store are loopback servers.
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/);
    expect(policy).not.toContain('codekade');
  });

  it.each(['/', '/contact', '/diensten/seo'])(
    'answers another method than GET and HEAD at %s with 405, a plain line in Dutch and English and the security headers, as the composer service does',
    async (path) => {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await fetch(`http://127.0.0.1:${shell.port}${path}`, {
          method,
          body: method === 'POST' ? 'a=b' : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(await response.text()).toBe(METHOD_NOT_ALLOWED_TEXT);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('cache-control')).toBe('no-store');
        // Loopback hosts get no HSTS (local-transport-security.mjs): it would upgrade every local port.
        expect(response.headers.get('strict-transport-security')).toBeNull();
        const { 'Strict-Transport-Security': _hsts, ...local } = securityHeaders(localContentSecurityPolicy);
        for (const [key, value] of Object.entries(local)) {
          expect(response.headers.get(key), `${method} ${path} ${key}`).toBe(value);
        }
      }
    },
  );

  it("keeps the composer's Cache-Control on its 404 page, as production does", async () => {
    const response = await get(shell, '/bestaat-niet');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('hands a path that looks like a host to the composer as a path', async () => {
    const response = await get(shell, '//evil.example/x');
    expect(await response.text()).toBe('composed //evil.example/x');
  });

  it("serves the composer's discovery document (the run's last good one), never the live file raw", async () => {
    const response = await get(shell, '/discovery.json');
    expect(await response.text()).toBe(RUN_DISCOVERY);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves the remotes.json of the composer's discovery document, not the built one or the broken file", async () => {
    const response = await get(shell, '/remotes.json');
    expect(await response.json()).toEqual({ mf_home: 'http://localhost:3001/mf-manifest.json' });
  });

  it('answers a composer that fails with a 500 in one log line, and goes on serving', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get(shell, '/kapot');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(log).toHaveBeenCalledTimes(1);
    expect((await get(shell, '/')).status).toBe(200);
  });

  it.each(['bytes=2-1', 'bytes=-5', 'bytes=0-0,5-9', 'items=0-1'])(
    'sends a whole file for a Range it cannot serve (%s), as HTTP allows',
    async (range) => {
      for (const app of [shell, remote]) {
        const response = await fetch(`http://127.0.0.1:${app.port}/static/js/index.0123abcd.js`, {
          headers: { range },
        });
        expect(response.status).toBe(200);
        expect(await response.text()).toBe('console.log(1);');
      }
    },
  );

  it('serves a plain byte range', async () => {
    const response = await fetch(`http://127.0.0.1:${remote.port}/static/js/index.0123abcd.js`, {
      headers: { range: 'bytes=2-5' },
    });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('nsol');
  });

  it('answers every generated request (targets, methods, headers, bodies) and goes on serving', async () => {
    for (const app of [shell, remote])
      await assertAnswersEveryRequest(app.port, { numRuns: 150, alivePath: '/index.html' });
  }, 60_000);
});
