// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admitOrigins,
  requestedOverrideOrigins,
  requestHasOverrides,
  withDeveloperEntry,
  withOverrideSession,
} from './override-session';

const strict =
  "default-src 'self'; script-src 'self' https://codekade-about.web.app; connect-src 'self'; frame-ancestors 'none'";
const page = new URL('https://www.codekade.nl/over-ons');
const local = 'http://localhost:3104/mf-manifest.json';
const preview = 'https://codekade-about--pr-9-ab12cd34.web.app/mf-manifest.json';
const cookieOf = (overrides: Record<string, string>) =>
  `_ga=1; __session=${encodeURIComponent(JSON.stringify(overrides))}`;
const composed = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' };

describe('override session', () => {
  it('reads the overrides from the __session cookie and from the first request address', () => {
    expect(requestedOverrideOrigins(page, cookieOf({ mf_about: local }))).toEqual(['http://localhost:3104']);
    const linked = new URL(`${page.href}?remoteOverride=mf_about=${preview}`);
    expect(requestedOverrideOrigins(linked, undefined)).toEqual(['https://codekade-about--pr-9-ab12cd34.web.app']);
  });

  it.each([
    ['another host', { mf_about: 'https://evil.example/mf-manifest.json' }],
    ["another remote's preview channel", { mf_home: preview }],
    [
      "a site whose id only starts with the remote's",
      { mf_about: 'https://codekade-about--x--pr-9-ab12cd34.web.app/m.json' },
    ],
    ['a name that is no federation name', { 'mf-about': local }],
    ["a remote's name with another remote's preview", { mf_jobs: preview }],
    ['a non-string', { mf_about: 42 }],
  ])('ignores %s', (_case, overrides) => {
    expect(requestedOverrideOrigins(page, cookieOf(overrides as Record<string, string>))).toEqual([]);
  });

  it('ignores a cookie that is not JSON', () => {
    expect(requestedOverrideOrigins(page, '__session=%7Bnope')).toEqual([]);
  });

  it('admits the origin in every loading directive, and the hot-reload socket of a local one', () => {
    expect(admitOrigins(strict, ['http://localhost:3104'])).toBe(
      "default-src 'self'; script-src 'self' https://codekade-about.web.app http://localhost:3104; connect-src 'self' http://localhost:3104 ws://localhost:3104; frame-ancestors 'none'",
    );
  });

  it('answers a request without an override as before', () => {
    expect(withOverrideSession(composed, { url: page, cookie: '_ga=1', contentSecurityPolicy: strict })).toBe(composed);
  });

  it('answers an override privately, never to be kept by a CDN', () => {
    const headers = withOverrideSession(composed, {
      url: page,
      cookie: cookieOf({ mf_about: preview }),
      contentSecurityPolicy: strict,
    });
    expect(headers['Cache-Control']).toBe('private, no-store');
    expect(headers['Content-Security-Policy']).toContain(
      "script-src 'self' https://codekade-about.web.app https://codekade-about--pr-9-ab12cd34.web.app",
    );
  });
});

/** URLs of every kind an override could name (fast-check's webUrl takes seconds per run on a loaded machine). */
const urlLike = fc
  .tuple(
    fc.constantFrom('http://', 'https://', '//', 'javascript:', 'ftp://'),
    fc.string({ unit: fc.constantFrom(...'abcz09.-[]:@'.split('')), maxLength: 24 }),
    fc.constantFrom('', ':3105', ':443'),
    fc.string({ maxLength: 24 }),
  )
  .map((parts) => parts.join(''));

describe('the developer entry', () => {
  const developerEntry = '/developer/static/js/developer.0a1b2c3d4e.js';
  const pageOf = (entry: string) => ({
    status: 200,
    headers: composed,
    body: `<html><body><main>Pagina</main><script data-entry="${entry}">boot()</script></body></html>`,
  });

  it('is named in the page of a browser with an override, in place of the index entry', () => {
    const answer = withDeveloperEntry(pageOf('/static/js/index.3a6e7bb931.js'), developerEntry);
    expect(answer.body).toBe(pageOf(developerEntry).body);
    expect(answer.headers).toBe(composed);
  });

  it('leaves a page without the inline script as it is', () => {
    const plain = { status: 301, headers: composed, body: '' };
    expect(withDeveloperEntry(plain, developerEntry)).toBe(plain);
  });

  it('is asked for only by a request with an override the shell accepts', () => {
    const request = (url: string, cookie?: string) => ({ url, headers: { cookie } });
    expect(
      requestHasOverrides(request('/contact', cookieOf({ mf_contact: 'http://localhost:3105/mf-manifest.json' }))),
    ).toBe(true);
    expect(requestHasOverrides(request(`/?remoteOverride=mf_about=${local}`))).toBe(true);
    expect(requestHasOverrides(request('/contact', '_ga=1'))).toBe(false);
    expect(requestHasOverrides(request('/contact', cookieOf({ mf_contact: 'https://evil.example/m.json' })))).toBe(
      false,
    );
    expect(requestHasOverrides(request('//evil.example/contact', cookieOf({ mf_about: local })))).toBe(true);
  });

  it('is never asked for by a request whose cookie and address name no override it accepts (generated)', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.string(), urlLike), fc.string(), (cookieValue, manifest, name) => {
        const unaccepted =
          /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(manifest) || /^https:\/\/codekade-/.test(manifest);
        fc.pre(!unaccepted);
        const cookie = `__session=${encodeURIComponent(JSON.stringify({ [name]: manifest }))}; other=${encodeURIComponent(cookieValue)}`;
        return !requestHasOverrides({
          url: `/contact?remoteOverride=${encodeURIComponent(`${name}=${manifest}`)}`,
          headers: { cookie },
        });
      }),
      { numRuns: 200 },
    );
  });
});
