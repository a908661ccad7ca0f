// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSPORT_SECURITY } from '@codekade/serving/security-headers';
import { BEACON_PATH } from '@codekade/shared/measurements';
import { describe, expect, it } from 'vitest';
import { apps, shellApp } from './app-registry.mjs';
import { COMPOSER_SERVICE, firebaseConfig, firebaseRc, HASHED_FILE_CACHE } from './hosting-config.mjs';
import { headersForTarget } from './hosting-headers.mjs';
import { rewriteForTarget, rewriteRuleForTarget } from './hosting-rewrites.mjs';

const repoRoot = join(import.meta.dirname, '../..');
const committed = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

type Header = { key: string; value: string };
type Hosting = {
  target: string;
  ignore: string[];
  headers: { source: string; headers: Header[] }[];
  rewrites: { source: string; destination?: string; run?: unknown }[];
};
const hostingTargets = committed('firebase.json').hosting as Hosting[];
/** The apps' sites, without the discovery document's (discovery-hosting.test.ts). */
const appTargets = hostingTargets.filter((hosting) => hosting.target !== 'discovery');

/** The headers of firebase.json for a request path, read the way the local server reads them. */
function headersAt(hosting: Hosting, path: string): Record<string, string> {
  return headersForTarget(hosting.target, [], undefined)(path, undefined) as unknown as Record<string, string>;
}

function directivesOf(policy: string) {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('committed hosting configuration', () => {
  it('is what `pnpm config:hosting` generates from the app registry', () => {
    expect(committed('firebase.json')).toEqual(firebaseConfig());
    expect(committed('.firebaserc')).toEqual(firebaseRc());
  });

  it('has one hosting target per registered app, deploying its dist to its site', () => {
    // And the discovery document's own site (discovery-hosting.test.ts).
    expect(hostingTargets.map((hosting) => hosting.target)).toEqual([...apps.map((app) => app.name), 'discovery']);
    expect(committed('.firebaserc').targets['codekade-site'].hosting).toEqual({
      ...Object.fromEntries(apps.map((app) => [app.name, [app.hostingSiteId]])),
      discovery: ['codekade-discovery'],
    });
  });

  it('lets the remotes answer CORS for the production shell origin only', () => {
    const allowedOrigin = (hosting: Hosting) =>
      hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Access-Control-Allow-Origin')
        ?.value;
    // The discovery document's site is read by the composer alone: no browser, no CORS.
    for (const hosting of appTargets) {
      expect(allowedOrigin(hosting), hosting.target).toBe(
        hosting.target === shellApp.name ? undefined : 'https://www.codekade.nl',
      );
    }
  });

  it('never answers a path under static/ with the single-page fallback', () => {
    for (const hosting of appTargets) {
      const rewritten = (path: string) => rewriteRuleForTarget(hosting.target)(path) !== undefined;
      expect(rewritten('/static/js/missing.0123abcd.js'), hosting.target).toBe(false);
      expect(rewritten('/static/missing'), hosting.target).toBe(false);
      if (hosting.target !== shellApp.name) {
        expect(rewritten('/ssr/pages/diensten/onbekend.json'), hosting.target).toBe(false);
      }
      expect(rewritten('/diensten/seo'), hosting.target).toBe(true);
      expect(rewritten('/'), hosting.target).toBe(true);
    }
  });

  it("sends the shell's pages and measurement beacons to the composer and does not publish its template as a file", () => {
    const shell = hostingTargets.find((hosting) => hosting.target === shellApp.name);
    expect(shell?.rewrites).toEqual([
      { source: BEACON_PATH, run: COMPOSER_SERVICE },
      { source: '!/static/**', run: COMPOSER_SERVICE },
    ]);
    expect(rewriteRuleForTarget(shellApp.name)(BEACON_PATH)?.run).toEqual(COMPOSER_SERVICE);
    expect(shell?.ignore).toContain('index.html');
    expect(rewriteForTarget(shellApp.name)('/diensten/seo')).toBeUndefined();
  });

  it("sends the security headers with every remote's response and every shell file", () => {
    for (const hosting of hostingTargets) {
      const isShell = hosting.target === shellApp.name;
      // The shell's pages get theirs from the composer alone (page-headers.ts), not twice.
      const paths = isShell ? ['/index.html', '/remotes.json'] : ['/', '/index.html', '/projecten/websites/1'];
      for (const path of paths) {
        const headers = headersAt(hosting, path);
        expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
        // Chrome asks a developer for loopback access when the live shell loads a `dev:remote` remote.
        expect(headers['Permissions-Policy']).not.toMatch(/(?:loopback|local)-network=\(\)/);
        expect(headers['Cache-Control']).toBe('no-cache');
        const policy = directivesOf(headers['Content-Security-Policy'] ?? '');
        expect(policy['frame-ancestors']).toEqual(["'none'"]);
        expect(policy['object-src']).toEqual(["'none'"]);
        expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
        expect(policy['script-src']).not.toContain("'unsafe-inline'");
      }
    }
  });

  it('keeps every site HTTPS-only: Strict-Transport-Security on every answer Hosting serves itself (issue 47)', () => {
    for (const hosting of hostingTargets) {
      const isShell = hosting.target === shellApp.name;
      const paths = isShell
        ? ['/index.html', '/remotes.json', '/static/js/index.0123abcd.js', '/og-image.png']
        : ['/', '/index.html', '/mf-manifest.json', '/discovery.json', '/v/b1/static/js/a.0123abcd.js'];
      for (const path of paths) {
        expect(headersAt(hosting, path)['Strict-Transport-Security'], `${hosting.target} ${path}`).toBe(
          TRANSPORT_SECURITY,
        );
      }
    }
    expect(TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });

  it("keeps other windows from every document, and lets a remote's files only be loaded across sites", () => {
    for (const hosting of hostingTargets) {
      const isShell = hosting.target === shellApp.name;
      const paths = isShell
        ? ['/index.html', '/remotes.json', '/static/js/index.0123abcd.js', '/og-image.png']
        : ['/', '/index.html', '/mf-manifest.json', '/static/svg/kade.0123abcd.svg', '/v/b1/static/js/a.0123abcd.js'];
      for (const path of paths) {
        const headers = headersAt(hosting, path);
        expect(headers['Cross-Origin-Opener-Policy'], `${hosting.target} ${path}`).toBe('same-origin');
        // The shell's pages (www.codekade.nl) load a remote's pictures without CORS, from another site.
        expect(headers['Cross-Origin-Resource-Policy'], `${hosting.target} ${path}`).toBe(
          isShell ? 'same-origin' : 'cross-origin',
        );
      }
    }
  });

  it("leaves the shell's pages to the composer: Hosting adds no header a page already has", () => {
    const shell = hostingTargets.find((hosting) => hosting.target === shellApp.name) as Hosting;
    for (const page of ['/', '/diensten/seo', '/projecten/websites/1', '/bestaat-niet']) {
      // A second Content-Security-Policy would apply too, and block what an override session allows.
      expect(headersAt(shell, page), page).toEqual({});
    }
  });

  it("has Hosting revalidate the shell's files but not set its pages' Cache-Control, which the composer owns", () => {
    const shell = hostingTargets.find((hosting) => hosting.target === shellApp.name) as Hosting;
    expect(headersAt(shell, '/remotes.json')['Cache-Control']).toBe('no-cache');
    expect(headersAt(shell, '/static/js/index.0123abcd.js')['Cache-Control']).toBe(HASHED_FILE_CACHE);
  });

  it('allows exactly the site itself, Firestore, App Check and reCAPTCHA in the Content-Security-Policy: no remote, which the discovery document brings at run time', () => {
    const origins = [shellApp.productionUrl];
    const policy = directivesOf(
      headersAt(hostingTargets[0] as Hosting, '/remotes.json')['Content-Security-Policy'] ?? '',
    );
    const hosts = (directive: string) =>
      (policy[directive] as string[]).filter((source) => source.startsWith('http')).map((url) => new URL(url).host);
    expect(hosts('connect-src')).toEqual([
      ...origins.map((url) => new URL(url).host),
      'firestore.googleapis.com',
      'content-firebaseappcheck.googleapis.com',
    ]);
    expect(hosts('script-src')).toEqual([
      ...origins.map((url) => new URL(url).host),
      'www.google.com',
      'www.gstatic.com',
    ]);
    expect(policy['frame-src']).toEqual(['https://www.google.com/recaptcha/']);
    expect(JSON.stringify(policy)).not.toMatch(/localhost|127\.0\.0\.1|\*/);
  });
});
