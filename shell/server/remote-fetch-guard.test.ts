// @vitest-environment node
import { LOOPBACK_SOURCES, PRODUCTION_APP_SOURCES } from '@codekade/serving/content-security-policy';
import { fragmentFileFor } from '@codekade/shared/fragments';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { folderManifestText, folderPin } from './pinned-remote.test-helper';
import { guardedRemoteFetch } from './remote-fetch-guard';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';

/** What the remote's build published: its index and one fit page fragment. */
const remoteFiles: Record<string, unknown> = {
  'ssr/index.json': { remote: 'mf_about', buildId: 'evil-1', pages: ['/over-ons'], notFound: [], redirects: [] },
  [fragmentFileFor('/over-ons')]: {
    remote: 'mf_about',
    buildId: 'evil-1',
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'x' },
    html: '<h1>EVIL AREA HTML</h1>',
    resourceHints: '',
    css: '',
    preload: { scripts: ['remoteEntry.js'], styles: [] },
  },
};

/**
 * A remote that serves those files, and the manifest pinning them, at any origin: what an attacker's
 * server would (with pins that match, so only the origin rule keeps its HTML out).
 */
function anyOriginRemote() {
  return vi.fn(async (url: string | URL | Request) => {
    const { pathname } = new URL(String(url));
    if (pathname.endsWith('/mf-manifest.json')) return new Response(folderManifestText(remoteFiles));
    const file = Object.keys(remoteFiles).find((name) => pathname.endsWith(`/${name}`));
    return file === undefined ? new Response('nope', { status: 404 }) : Response.json(remoteFiles[file]);
  });
}

/** A composer whose discovery document serves the version `manifest` names (`…/v/evil-1/`), pinned as published. */
function composerAt(manifest: string, remoteSources: readonly string[]) {
  const fetchFile = anyOriginRemote();
  const compose = createComposer({
    remoteSources,
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => discoveryOf({ mf_about: manifest }, { mf_about: folderPin(remoteFiles) }),
    siteUrl: 'http://localhost:3000',
    fragmentBudgetMs: 2000,
    fragmentCacheMs: 0,
    fetch: fetchFile as typeof fetch,
    warn: () => undefined,
  });
  return { compose: (path: string) => compose(path, 'http://localhost:3000'), fetchFile };
}

describe("the composer's fetch of remotes (issue 47: it served a foreign origin's HTML)", () => {
  it.each([
    'http://127.0.0.2:4444/v/evil-1/mf-manifest.json',
    'http://[::1]:4444/v/evil-1/mf-manifest.json',
    'http://evil.test/v/evil-1/mf-manifest.json',
    'http://user@localhost:4444/v/evil-1/mf-manifest.json',
    'https://codekade-evil--x-abcd1234.web.app/v/evil-1/mf-manifest.json',
  ])('fetches nothing from %s, which the local policy does not admit, and composes no HTML of it', async (manifest) => {
    const { compose, fetchFile } = composerAt(manifest, LOOPBACK_SOURCES);
    const page = await compose('/over-ons');
    expect(page.body).not.toContain('EVIL AREA HTML');
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('composes the area from an origin the policy admits', async () => {
    const { compose, fetchFile } = composerAt('http://127.0.0.1:4444/v/evil-1/mf-manifest.json', LOOPBACK_SOURCES);
    expect((await compose('/over-ons')).body).toContain('EVIL AREA HTML');
    expect(fetchFile).toHaveBeenCalled();
  });
});

describe('guardedRemoteFetch', () => {
  it('passes an admitted URL on and refuses every other one before any request (generated URLs)', async () => {
    const foreignHost = fc.oneof(
      fc.domain(),
      fc.ipV4().filter((ip) => ip !== '127.0.0.1'),
      fc.ipV6().map((ip) => `[${ip}]`),
      fc.constantFrom('localhost.', '127.0.0.1.evil.test', 'localhost.evil.test', 'www.codekade.nl.evil.test'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('http', 'https'),
        foreignHost,
        fc.option(fc.integer({ min: 1, max: 65535 })),
        async (scheme, host, port) => {
          const inner = vi.fn(async () => new Response('{}'));
          const url = `${scheme}://${host}${port === null ? '' : `:${port}`}/mf-manifest.json`;
          // fc.domain() may make a name that happens to be a live Hosting site's; those are admitted by the rule.
          fc.pre(!/\.(web\.app|firebaseapp\.com)$/.test(host) && URL.canParse(url));
          const guarded = guardedRemoteFetch([...LOOPBACK_SOURCES, ...PRODUCTION_APP_SOURCES], inner as typeof fetch);
          await expect(guarded(url)).rejects.toThrow(/Content-Security-Policy/);
          expect(inner).not.toHaveBeenCalled();
        },
      ),
      { numRuns: 200 },
    );
    const inner = vi.fn(async () => new Response('{}'));
    await guardedRemoteFetch(LOOPBACK_SOURCES, inner as typeof fetch)(new URL('http://LOCALHOST:3001/a.json'));
    expect(inner).toHaveBeenCalledOnce();
  });
});
