// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPreviewChannelUrl } from './loopback-urls';

const BASE = 'https://www.codekade.nl/';
/** Any Hosting site id a discovery document could name a remote's manifest on. */
const remote = fc.oneof(
  fc.constantFrom('codekade-home', 'codekade-services', 'codekade-jobs'),
  fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:-[a-z0-9]{1,6}){0,2}$/),
);
/** The origin of a manifest on that site, as the discovery document names it. */
const siteOf = (siteId: string) => `https://${siteId}.web.app`;
const siteIdOf = (siteId: string) => siteId;
const alnum = (min: number, max: number) => fc.stringMatching(new RegExp(`^[a-z0-9]{${min},${max}}$`));
/** A channel id as Hosting takes it: letters and digits in parts joined by single hyphens. */
const channel = fc.array(alnum(1, 10), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('-'));
const hash = alnum(8, 8);
const urlOf = (label: string) => `https://${label}.web.app/mf-manifest.json`;

describe("a preview channel's host (generated)", () => {
  it("admits the exact shape Hosting gives, <site id>--<channel>-<hash>, of the remote's own site only", () => {
    fc.assert(
      fc.property(remote, remote, channel, hash, (name, other, id, random) => {
        const label = `${siteIdOf(name)}--${id}-${random}`;
        fc.pre(label.length <= 63);
        expect(isPreviewChannelUrl(siteOf(name), urlOf(label), BASE)).toBe(true);
        if (other !== name) expect(isPreviewChannelUrl(siteOf(other), urlOf(label), BASE)).toBe(false);
      }),
    );
  });

  it('refuses a channel without the hash of 8 (codekade-home--evil.web.app)', () => {
    expect(
      isPreviewChannelUrl(siteOf('codekade-home'), 'https://codekade-home--evil.web.app/mf-manifest.json', BASE),
    ).toBe(false);
    const noHash = fc
      .array(fc.oneof(alnum(1, 7), alnum(9, 14)), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.join('-'));
    fc.assert(
      fc.property(remote, noHash, (name, id) => {
        expect(isPreviewChannelUrl(siteOf(name), urlOf(`${siteIdOf(name)}--${id}`), BASE)).toBe(false);
      }),
    );
  });

  it('refuses anything else written after the site id: every host it admits has that shape', () => {
    const tail = fc.stringMatching(/^[a-z0-9._-]{0,40}$/);
    fc.assert(
      fc.property(remote, tail, (name, rest) => {
        const url = `https://${siteIdOf(name)}--${rest}.web.app/mf-manifest.json`;
        if (!URL.canParse(url) || !isPreviewChannelUrl(siteOf(name), url, BASE)) return;
        const label = new URL(url).hostname.slice(0, -'.web.app'.length);
        const parts = label.slice(siteIdOf(name).length + 2).split('-');
        expect(label.split('--')).toHaveLength(2);
        expect(label.length).toBeLessThanOrEqual(63);
        expect(parts.length).toBeGreaterThanOrEqual(2);
        expect(parts.at(-1)).toMatch(/^[a-z0-9]{8}$/);
        expect(parts.every((part) => /^[a-z0-9]+$/.test(part))).toBe(true);
      }),
    );
  });

  it('refuses a label longer than a host name allows', () => {
    const long = `codekade-home--${'a'.repeat(60)}-a1b2c3d4`;
    expect(isPreviewChannelUrl(siteOf('codekade-home'), urlOf(long), BASE)).toBe(false);
  });

  it('has no previews for a manifest on anything but a Hosting site default domain', () => {
    const origin = fc.oneof(
      fc.constantFrom(
        'https://cdn.example.com',
        'http://codekade-home.web.app',
        'https://codekade-home.web.app:8443',
        'https://codekade-home.firebaseapp.com',
        'https://a.codekade-home.web.app',
        'https://codekade-home--x-abcd1234.web.app',
        'niet een url',
      ),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(origin, channel, hash, (site, id, random) => {
        fc.pre(!/^https:\/\/[a-z0-9]+(?:-[a-z0-9]+)*\.web\.app\/?$/.test(site));
        const host = URL.canParse(site) ? new URL(site).hostname.replace(/\.web\.app$/, '') : site;
        expect(isPreviewChannelUrl(site, urlOf(`${host}--${id}-${random}`), BASE)).toBe(false);
      }),
    );
  });
});
