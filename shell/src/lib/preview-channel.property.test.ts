// @vitest-environment node
import { hostingSiteIdOf } from '@codekade/shared/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPreviewChannelUrl } from './loopback-urls';

const BASE = 'https://www.codekade.nl/';
/** Any federation name, not only the seed's: a remote the shell was built without has previews too. */
const remote = fc.oneof(
  fc.constantFrom('mf_home', 'mf_services', 'mf_jobs'),
  fc.stringMatching(/^mf_[a-z][a-z0-9_]{0,12}$/),
);
const siteIdOf = hostingSiteIdOf;
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
        expect(isPreviewChannelUrl(name, urlOf(label), BASE)).toBe(true);
        if (other !== name) expect(isPreviewChannelUrl(other, urlOf(label), BASE)).toBe(false);
      }),
    );
  });

  it('refuses a channel without the hash of 8 (codekade-home--evil.web.app)', () => {
    expect(isPreviewChannelUrl('mf_home', 'https://codekade-home--evil.web.app/mf-manifest.json', BASE)).toBe(false);
    const noHash = fc
      .array(fc.oneof(alnum(1, 7), alnum(9, 14)), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.join('-'));
    fc.assert(
      fc.property(remote, noHash, (name, id) => {
        expect(isPreviewChannelUrl(name, urlOf(`${siteIdOf(name)}--${id}`), BASE)).toBe(false);
      }),
    );
  });

  it('refuses anything else written after the site id: every host it admits has that shape', () => {
    const tail = fc.stringMatching(/^[a-z0-9._-]{0,40}$/);
    fc.assert(
      fc.property(remote, tail, (name, rest) => {
        const url = `https://${siteIdOf(name)}--${rest}.web.app/mf-manifest.json`;
        if (!URL.canParse(url) || !isPreviewChannelUrl(name, url, BASE)) return;
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
    const long = `${hostingSiteIdOf('mf_home')}--${'a'.repeat(60)}-a1b2c3d4`;
    expect(isPreviewChannelUrl('mf_home', urlOf(long), BASE)).toBe(false);
  });
});
