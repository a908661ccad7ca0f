// @vitest-environment node

import { remoteNames } from '@codekade/platform/app-registry';
import { siteAreas } from '@codekade/platform/site-menus';
import { FRAGMENT_INDEX_FILE } from '@codekade/shared/fragments';
import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { isManifestUrl, manifestAt, pinAt } from './pinned-remote.test-helper';
import { sitemapXml } from './sitemap';

/** The manifest of the version the discovery document serves of each remote. */
const manifestOf = (remote: string) => `http://remotes.test/${remote}/v/b1/mf-manifest.json`;
const indexUrlOf = (remote: string) => new URL(FRAGMENT_INDEX_FILE, manifestOf(remote)).href;

/** A composer over remotes that publish `pages` (remote name to its index's pages; absent = not published). */
function composerOver(pages: Record<string, string[] | undefined>) {
  // Each remote's files as its current build publishes them (a release changes them, and the pins with them).
  const filesNow = (): Record<string, unknown> =>
    Object.fromEntries(
      remoteNames.flatMap((remote) => {
        const published = pages[remote];
        return published
          ? [[indexUrlOf(remote), { remote, buildId: 'b1', pages: published, notFound: [], redirects: [] }]]
          : [];
      }),
    );
  const fetchFile = async (url: string | URL | Request) => {
    const files = filesNow();
    if (isManifestUrl(String(url))) return new Response(manifestAt(files, String(url)));
    const content = files[String(url)];
    return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
  };
  return createComposer({
    remoteSources: ['http://remotes.test', 'http://localhost:*'],
    readTemplate: async () => '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    readShellCss: async () => [],
    readDiscovery: async () =>
      discoveryOf(
        Object.fromEntries(remoteNames.map((remote) => [remote, manifestOf(remote)])),
        Object.fromEntries(remoteNames.map((remote) => [remote, pinAt(filesNow(), manifestOf(remote))])),
      ),
    siteUrl: 'https://www.codekade.nl',
    // A remote's release comes with a discovery document that pins its new build: a new release key.
    releaseKey: async () => JSON.stringify(pages),
    fragmentCacheMs: 0,
    fetch: fetchFile as typeof fetch,
    warn: () => {},
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  const seedPages: Record<string, string[]> = {
    mf_home: ['/'],
    mf_services: ['/diensten', '/diensten/seo'],
    mf_projects: ['/projecten'],
    mf_about: ['/over-ons', '/privacy'],
    mf_contact: ['/contact'],
  };
  /** An area `pnpm new:remote` added after the seed's publishes its one page, its base path. */
  const laterAreas = siteAreas.remotes
    .filter(({ name }) => !(name in seedPages))
    .map(({ name, area }) => ({ remote: name, basePath: area.basePaths[0] ?? '/' }));
  const published: Record<string, string[]> = {
    ...seedPages,
    ...Object.fromEntries(laterAreas.map(({ remote, basePath }) => [remote, [basePath]])),
  };

  it("lists every page of every remote's published index, under the site's address, in the areas' order", async () => {
    const answer = await composerOver(published)('/sitemap.xml', 'http://localhost:3000');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(locs(answer.body)).toEqual([
      'https://www.codekade.nl/',
      'https://www.codekade.nl/diensten',
      'https://www.codekade.nl/diensten/seo',
      'https://www.codekade.nl/projecten',
      'https://www.codekade.nl/over-ons',
      'https://www.codekade.nl/privacy',
      'https://www.codekade.nl/contact',
      ...laterAreas.map(({ basePath }) => `https://www.codekade.nl${basePath}`),
    ]);
  });

  it('lists a page a remote release adds (a new service), with no change to the shell', async () => {
    const pages: Record<string, string[] | undefined> = { ...published };
    const compose = composerOver(pages);
    expect(locs((await compose('/sitemap.xml', 'http://localhost:3000')).body)).not.toContain(
      'https://www.codekade.nl/diensten/hosting',
    );
    pages.mf_services = [...(published.mf_services ?? []), '/diensten/hosting'];
    expect(locs((await compose('/sitemap.xml', 'http://localhost:3000')).body)).toContain(
      'https://www.codekade.nl/diensten/hosting',
    );
  });

  it('is a 503 while a remote has never published its index, never a list that silently lacks an area', async () => {
    const answer = await composerOver({ ...published, mf_projects: undefined })(
      '/sitemap.xml',
      'http://localhost:3000',
    );
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('60');
  });

  it('escapes what it writes and lists a path once', () => {
    expect(sitemapXml('https://www.codekade.nl', ['/a', '/a'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.codekade.nl/a</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
