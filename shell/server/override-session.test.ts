// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listedRemotesFromManifests } from '../src/lib/valid-override';
import {
  admitOrigins,
  requestedOverrideOrigins,
  requestHasOverrides,
  withDeveloperEntry,
  withOverrideSession,
} from './override-session';

const strict =
  "default-src 'self'; script-src 'self' https://codekade-about.web.app; connect-src 'self'; frame-ancestors 'none'";
const local = 'http://localhost:3104/mf-manifest.json';
const preview = 'https://codekade-about--pr-9-ab12cd34.web.app/mf-manifest.json';
/** The remotes the discovery document the page was composed with lists, as the composer passes them in. */
const listed = listedRemotesFromManifests({
  mf_about: 'https://codekade-about.web.app/mf-manifest.json',
  mf_home: 'https://codekade-home.web.app/mf-manifest.json',
  mf_contact: 'https://codekade-contact.web.app/mf-manifest.json',
  // A remote whose manifest is on no Hosting site of its own: loopback only, no previews.
  mf_cdn: 'https://cdn.example.com/mf_cdn/mf-manifest.json',
});
const cookieOf = (overrides: Record<string, unknown>) =>
  `_ga=1; __session=${encodeURIComponent(JSON.stringify(overrides))}`;
const composed = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' };

describe('override session', () => {
  it('reads the overrides from the __session cookie only', () => {
    expect(requestedOverrideOrigins(cookieOf({ mf_about: local }), listed)).toEqual(['http://localhost:3104']);
    expect(requestedOverrideOrigins(cookieOf({ mf_about: preview }), listed)).toEqual([
      'https://codekade-about--pr-9-ab12cd34.web.app',
    ]);
  });

  it.each([
    ['another host', { mf_about: 'https://evil.example/mf-manifest.json' }],
    ["another remote's preview channel", { mf_home: preview }],
    [
      "a site whose id only starts with the remote's",
      { mf_about: 'https://codekade-about--x--pr-9-ab12cd34.web.app/m.json' },
    ],
    ['a name that is no federation name', { 'mf-about': local }],
    ['a name the document does not list, on loopback', { mf_evil: local }],
    [
      'a name the document does not list, on the preview of the site its name would give',
      { mf_evil: 'https://codekade-evil--x-abcd1234.web.app/a/mf-manifest.json' },
    ],
    [
      'a preview-shaped host of a remote whose manifest is on no Hosting site',
      { mf_cdn: 'https://cdn--x-abcd1234.web.app/m.json' },
    ],
    ['a non-string', { mf_about: 42 }],
  ])('ignores %s', (_case, overrides) => {
    expect(requestedOverrideOrigins(cookieOf(overrides), listed)).toEqual([]);
  });

  it('ignores a cookie that is not JSON', () => {
    expect(requestedOverrideOrigins('__session=%7Bnope', listed)).toEqual([]);
  });

  it('admits nothing when the answer lists no remotes (an answer that is no composed page)', () => {
    expect(requestedOverrideOrigins(cookieOf({ mf_about: local }), new Map())).toEqual([]);
  });

  it('admits the origin in every loading directive, and the hot-reload socket of a local one', () => {
    expect(admitOrigins(strict, ['http://localhost:3104'])).toBe(
      "default-src 'self'; script-src 'self' https://codekade-about.web.app http://localhost:3104; connect-src 'self' http://localhost:3104 ws://localhost:3104; frame-ancestors 'none'",
    );
  });

  it('answers a request without an override as before', () => {
    expect(withOverrideSession(composed, { cookie: '_ga=1', contentSecurityPolicy: strict, listed })).toBe(composed);
  });

  it('answers an override privately, never to be kept by a CDN', () => {
    const headers = withOverrideSession(composed, {
      cookie: cookieOf({ mf_about: preview }),
      contentSecurityPolicy: strict,
      listed,
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

  it("goes without the index entry's pin: development code is not the build's", () => {
    const pinned = pageOf('/static/js/index.3a6e7bb931.js');
    const body = pinned.body.replace('">boot', `" data-entry-integrity="sha384-${'B'.repeat(64)}">boot`);
    expect(withDeveloperEntry({ ...pinned, body }, developerEntry).body).toBe(pageOf(developerEntry).body);
  });

  it('leaves a page without the inline script as it is', () => {
    const plain = { status: 301, headers: composed, body: '' };
    expect(withDeveloperEntry(plain, developerEntry)).toBe(plain);
  });

  it('is asked for only by a request with an override the shell accepts', () => {
    const request = (url: string, cookie?: string) => ({ url, headers: { cookie } });
    expect(
      requestHasOverrides(
        request('/contact', cookieOf({ mf_contact: 'http://localhost:3105/mf-manifest.json' })),
        listed,
      ),
    ).toBe(true);
    expect(requestHasOverrides(request('/contact', '_ga=1'), listed)).toBe(false);
    expect(
      requestHasOverrides(request('/contact', cookieOf({ mf_contact: 'https://evil.example/m.json' })), listed),
    ).toBe(false);
    expect(requestHasOverrides(request('//evil.example/contact', cookieOf({ mf_about: local })), listed)).toBe(true);
  });

  it('is not asked for by a link alone: the address never starts an override before the page confirmed it', () => {
    const request = (url: string) => ({ url, headers: {} });
    expect(requestHasOverrides(request(`/?remoteOverride=mf_about=${local}`), listed)).toBe(false);
    expect(
      requestHasOverrides(
        request('/?remoteOverride=mf_evil=https://codekade-evil--x-abcd1234.web.app/a/mf-manifest.json'),
        listed,
      ),
    ).toBe(false);
  });

  it('is never asked for by a request whose cookie and address name no override it accepts (generated)', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.string(), urlLike), fc.string(), (cookieValue, manifest, name) => {
        const unaccepted =
          /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(manifest) || /^https:\/\/codekade-/.test(manifest);
        fc.pre(!unaccepted);
        const cookie = `__session=${encodeURIComponent(JSON.stringify({ [name]: manifest }))}; other=${encodeURIComponent(cookieValue)}`;
        return !requestHasOverrides(
          { url: `/contact?remoteOverride=${encodeURIComponent(`${name}=${manifest}`)}`, headers: { cookie } },
          listed,
        );
      }),
      { numRuns: 200 },
    );
  });
});

/** Federation names and Hosting-site-shaped hosts of every kind, most of them no remote the document lists. */
const federationName = fc.oneof(
  fc.constantFrom('mf_about', 'mf_home', 'mf_contact', 'mf_evil', 'mf_about_x'),
  fc.stringMatching(/^mf_[a-z][a-z0-9_]{0,12}$/),
);
const siteId = fc.oneof(
  fc.constantFrom('codekade-about', 'codekade-home', 'codekade-evil', 'codekade', 'codekade-about-x'),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
);
const channelHost = fc
  .tuple(siteId, fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z0-9]{8}$/))
  .map(([site, channel, hash]) => `https://${site}--${channel}-${hash}.web.app/mf-manifest.json`);

describe('the composer admits only remotes the discovery document names (generated)', () => {
  it('never admits a name the document does not list, wherever it points', () => {
    fc.assert(
      fc.property(federationName, fc.oneof(channelHost, fc.constant(local), urlLike), (name, manifest) => {
        fc.pre(!listed.has(name));
        expect(requestedOverrideOrigins(cookieOf({ [name]: manifest }), listed)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("admits a listed remote's preview only on the Hosting site the document names for it", () => {
    fc.assert(
      fc.property(federationName, channelHost, (name, manifest) => {
        const admitted = requestedOverrideOrigins(cookieOf({ [name]: manifest }), listed);
        const site = listed.get(name);
        const ownSite =
          site !== undefined &&
          new URL(manifest).hostname.startsWith(`${new URL(site).hostname.slice(0, -'.web.app'.length)}--`);
        if (admitted.length > 0) expect(ownSite).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
