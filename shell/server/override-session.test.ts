// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { admitOrigins, requestedOverrideOrigins, withOverrideSession } from './override-session';

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
    ['an unknown remote', { mf_unknown: local }],
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
