// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackUrl } from './loopback-urls';
import { listedRemotesFromManifests, validOverride } from './valid-override';

const BASE = 'https://www.codekade.nl/';
/** The discovery document's remotes: generated names, each on a generated Hosting site (or elsewhere). */
const siteId = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(?:-[a-z0-9]{1,6}){0,2}$/);
const name = fc.oneof(
  fc.constantFrom('mf_about', 'mf_home', 'mf_evil'),
  fc.stringMatching(/^mf_[a-z][a-z0-9_]{0,10}$/),
);
const manifestOn = fc.oneof(
  siteId.map((id) => `https://${id}.web.app/mf-manifest.json`),
  fc.constantFrom('https://cdn.example.com/x/mf-manifest.json', 'http://localhost:3001/mf-manifest.json'),
);
const documentRemotes = fc.dictionary(name, manifestOn, { maxKeys: 5 });
const channel = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8})?$/);
const hash = fc.stringMatching(/^[a-z0-9]{8}$/);
/** Preview-shaped hosts on any site, the document's or not, and any other URL. */
const overrideUrl = fc.oneof(
  fc
    .tuple(siteId, channel, hash)
    .map(([site, id, random]) => `https://${site}--${id}-${random}.web.app/mf-manifest.json`),
  fc.constantFrom('http://localhost:3104/mf-manifest.json', 'http://127.0.0.1:9/m.json', 'https://evil.example/m.json'),
  fc.webUrl({ size: 'small' }),
);

describe('the browser admits only remotes the discovery document names (generated)', () => {
  it('refuses every name the document does not list, wherever it points', () => {
    fc.assert(
      fc.property(documentRemotes, name, overrideUrl, (remotes, requested, url) => {
        fc.pre(!Object.hasOwn(remotes, requested));
        expect(validOverride(requested, url, listedRemotesFromManifests(remotes))).toHaveProperty('problem');
      }),
      { numRuns: 300 },
    );
  });

  it('admits a listed remote only on loopback or a preview channel of the very site its manifest is on', () => {
    fc.assert(
      fc.property(documentRemotes, overrideUrl, (remotes, url) => {
        for (const [requested, manifest] of Object.entries(remotes)) {
          const result = validOverride(requested, url, listedRemotesFromManifests(remotes));
          if ('problem' in result) continue;
          if (isLoopbackUrl(url, BASE)) continue;
          const site = new URL(manifest);
          expect(site.protocol).toBe('https:');
          expect(site.hostname.endsWith('.web.app')).toBe(true);
          const host = new URL(url).hostname;
          expect(host.startsWith(`${site.hostname.slice(0, -'.web.app'.length)}--`)).toBe(true);
          expect(host.split('--')).toHaveLength(2);
        }
      }),
      { numRuns: 300 },
    );
  });
});
