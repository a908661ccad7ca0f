// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { PRODUCTION_APP_SOURCES, productionContentSecurityPolicy } from '@codekade/serving/content-security-policy';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import { productionPageHeaders } from './page-headers';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade</title></head><body><div id="root"></div></body></html>';

/** An area released after the shell (not in the registry), on a Hosting site of its own. */
const area = (name: string, manifest: string, basePath: string) => ({
  name,
  manifest,
  area: { basePaths: [basePath], pageName: 'Werkwijze', description: 'Hoe Codekade werkt.' },
  menus: {},
});

const directive = (policy: string, name: string) =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe("a page's Content-Security-Policy in production", () => {
  it("admits a discovered area's Firebase Hosting origin without a shell release, and no other origin", async () => {
    const compose = createComposer({
      remoteSources: PRODUCTION_APP_SOURCES,
      readTemplate: async () => TEMPLATE,
      readShellCss: async () => [],
      readDiscovery: async () => ({
        format: DISCOVERY_FORMAT,
        remotes: [
          area('mf_werkwijze', 'https://codekade-werkwijze.web.app/mf-manifest.json', '/werkwijze'),
          area('mf_elders', 'https://cdn.example.com/mf-manifest.json', '/elders'),
          area('mf_preview', 'https://codekade-x--pr1-ab12cd.web.app/mf-manifest.json', '/preview'),
        ],
      }),
      siteUrl: 'https://www.codekade.nl',
      fetch: async () => new Response('nope', { status: 404 }),
      warn: () => undefined,
    });
    const composed = await compose('/bestaat-niet', 'https://www.codekade.nl');
    const request = { url: '/bestaat-niet', headers: {} } as IncomingMessage;
    const policy = productionPageHeaders()(request, composed)['Content-Security-Policy'] ?? '';
    for (const name of ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'connect-src']) {
      expect(directive(policy, name)).toContain(' https://codekade-werkwijze.web.app');
    }
    expect(policy).not.toContain('cdn.example.com');
    expect(policy).not.toContain('pr1-ab12cd');
    // Otherwise as strict as the registry's policy.
    expect(directive(policy, 'frame-src')).toBe(directive(productionContentSecurityPolicy, 'frame-src'));
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });
});

describe("a developer's override in the composer's page headers", () => {
  const composeWith = () =>
    createComposer({
      readTemplate: async () => TEMPLATE,
      readShellCss: async () => [],
      readDiscovery: async () => ({
        format: DISCOVERY_FORMAT,
        remotes: [area('mf_werkwijze', 'https://codekade-werkwijze.web.app/mf-manifest.json', '/werkwijze')],
      }),
      siteUrl: 'https://www.codekade.nl',
      remoteSources: PRODUCTION_APP_SOURCES,
      fetch: async () => new Response('nope', { status: 404 }),
      warn: () => undefined,
    });
  const cookieOf = (overrides: Record<string, string>) => `__session=${encodeURIComponent(JSON.stringify(overrides))}`;
  const policyFor = async (url: string, cookie?: string) => {
    const composed = await composeWith()('/werkwijze', 'https://www.codekade.nl');
    const request = { url, headers: cookie ? { cookie } : {} } as IncomingMessage;
    return productionPageHeaders()(request, composed);
  };
  const preview = 'https://codekade-werkwijze--pr-4-a1b2c3d4.web.app';

  it('widens the policy for a cookie naming a remote of the discovery document the page was composed with', async () => {
    const headers = await policyFor('/werkwijze', cookieOf({ mf_werkwijze: `${preview}/mf-manifest.json` }));
    expect(directive(headers['Content-Security-Policy'] ?? '', 'script-src')).toContain(preview);
    expect(headers['Cache-Control']).toBe('private, no-store');
  });

  it.each([
    ['a link alone', `/werkwijze?remoteOverride=mf_werkwijze=${preview}/mf-manifest.json`, undefined],
    ['an unlisted name on loopback', '/werkwijze', cookieOf({ mf_evil: 'http://localhost:3199/mf-manifest.json' })],
    [
      'an unlisted name on the preview of the site its name would give',
      '/werkwijze',
      cookieOf({ mf_evil: 'https://codekade-evil--x-abcd1234.web.app/a/mf-manifest.json' }),
    ],
  ])('keeps the strict policy for %s', async (_case, url, cookie) => {
    const headers = await policyFor(url, cookie);
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(policy).not.toContain('localhost:3199');
    expect(policy).not.toContain('--');
    expect(headers['Cache-Control']).not.toContain('private');
  });
});
