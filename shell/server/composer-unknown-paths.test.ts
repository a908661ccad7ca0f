// @vitest-environment node
import { parseDiscovery } from '@codekade/shared/discovery-reader';
import { fragmentFileFor } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { describe, expect, it, vi } from 'vitest';
import { AREA_SLOT } from '../src/features/remotes';
import { COMPOSITION_HEADER, createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { folderManifestText, folderPin, isManifestUrl } from './pinned-remote.test-helper';
import { renderShell } from './render-shell';

// The real render, counted: an unknown path must not cost a render of its own.
vi.mock('./render-shell', async (importOriginal) => {
  const original = await importOriginal<typeof import('./render-shell')>();
  return { renderShell: vi.fn(original.renderShell) };
});
const renders = vi.mocked(renderShell);

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';
const BASE = 'http://remotes.test/about/';
/** The discovery document of the one area these tests compose (the about remote), pinning both versions. */
const areasDocument = () =>
  discoveryOf(
    { mf_about: `${BASE}mf-manifest.json` },
    {
      mf_about: {
        version: 'stable-1',
        pins: VERSIONS.map((version) => ({ version, integrity: folderPin(files, `v/${version}/`) })),
      },
    },
  );
const SITE = 'https://www.codekade.nl';
const VERSIONS = ['stable-1', 'cand-2'];

const fragment = (version: string, path: string, status: number, title: string) => ({
  remote: 'mf_about',
  buildId: version,
  path,
  status,
  head: { title, description: title },
  html: `<h1>${title} ${version}</h1>`,
  resourceHints: '',
  css: '',
  preload: { scripts: [], styles: [] },
});

/** mf_about in two versions under a split rollout: one page below its base path, and a not-found page. */
const files: Record<string, unknown> = Object.fromEntries(
  VERSIONS.flatMap((version) => [
    [
      `v/${version}/ssr/index.json`,
      {
        remote: 'mf_about',
        buildId: version,
        pages: ['/over-ons', '/over-ons/team'],
        notFound: [{ pattern: '/over-ons/*', file: 'ssr/not-found/0.json' }],
        redirects: [],
      },
    ],
    [`v/${version}/${fragmentFileFor('/over-ons')}`, fragment(version, '/over-ons', 200, 'Over Ons')],
    [`v/${version}/${fragmentFileFor('/over-ons/team')}`, fragment(version, '/over-ons/team', 200, 'Team')],
    [`v/${version}/ssr/not-found/0.json`, fragment(version, '/over-ons/*', 404, notFoundText.title)],
  ]),
);

function splitComposer() {
  const fetchFile = vi.fn(async (url: string | URL | Request) => {
    const file = String(url).slice(BASE.length);
    if (isManifestUrl(String(url)))
      return new Response(folderManifestText(files, file.slice(0, -'mf-manifest.json'.length)));
    const content = String(url).startsWith(BASE) ? files[file] : undefined;
    return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
  });
  let draws = 0;
  const compose = createComposer({
    remoteSources: ['http://remotes.test'],
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => areasDocument(),
    siteUrl: SITE,
    fragmentBudgetMs: 5_000,
    fragmentCacheMs: 60_000,
    fetch: fetchFile as typeof fetch,
    warn: () => {},
    rollouts: async () =>
      new Map([
        [
          'mf_about',
          {
            remote: 'mf_about',
            stable: 'stable-1',
            candidate: 'cand-2',
            share: 50,
            stage: 1,
            stageStartedAt: '2026-11-24T10:00:00.000Z',
            lastDecision: null,
          },
        ],
      ]),
    // Candidate and stable in turn.
    draw: () => {
      draws += 1;
      return draws % 2 ? 0.1 : 0.9;
    },
  });
  const fetchesOf = (file: string) => fetchFile.mock.calls.filter(([url]) => String(url) === BASE + file).length;
  return { compose: (path: string) => compose(path, SITE), fetchesOf };
}

const canonicalOf = (body: string) => [
  /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1],
  /<meta property="og:url" content="([^"]*)">/.exec(body)?.[1],
];

describe('composer and unknown paths', () => {
  it("composes an area's unknown paths once per version: one render, one fetch of its not-found page", async () => {
    const { compose, fetchesOf } = splitComposer();
    // The first visitors read the indexes (a path is shared once its area's index is known).
    await compose('/over-ons');
    await compose('/over-ons');
    renders.mockClear();
    const paths = Array.from({ length: 60 }, (_, n) => `/over-ons/onbekend-${n}`);
    const pages = await Promise.all(paths.map(compose));
    expect(renders.mock.calls.length).toBeLessThanOrEqual(1);
    for (const version of VERSIONS) expect(fetchesOf(`v/${version}/ssr/not-found/0.json`)).toBe(1);
    for (const [n, page] of pages.entries()) {
      expect([page.status, page.headers[COMPOSITION_HEADER]]).toEqual([404, 'area']);
      expect(page.body).toContain(`<h1>${notFoundText.title} ${n % 2 ? 'stable-1' : 'cand-2'}</h1>`);
      // Its own address, never the stand-in's.
      expect(canonicalOf(page.body)).toEqual([`${SITE}${paths[n]}`, `${SITE}${paths[n]}`]);
      expect(page.body).not.toContain('codekade-onbekend-pad');
    }
  });

  it("gives an unknown path the shell's HTML its own render would give, so the browser hydrates it", async () => {
    const { compose } = splitComposer();
    await compose('/over-ons');
    await compose('/over-ons/onbekend-1');
    const path = '/over-ons/onbekend-2';
    const page = await compose(path);
    const areas = parseDiscovery(areasDocument(), { base: SITE, warn: () => {} });
    const [before, after] = renderShell(path, areas).html.split(AREA_SLOT);
    expect(page.body).toContain(before);
    expect(page.body).toContain(after);
  });

  it('still composes a known page of the same folder as itself', async () => {
    const { compose } = splitComposer();
    await compose('/over-ons');
    await compose('/over-ons/onbekend-1');
    const team = await compose('/over-ons/team');
    expect(team.status).toBe(200);
    expect(team.body).toMatch(/<h1>Team (stable-1|cand-2)<\/h1>/);
    expect(canonicalOf(team.body)).toEqual([`${SITE}/over-ons/team`, `${SITE}/over-ons/team`]);
  });

  it("renders the shell's own 404 page once for many paths no area owns", async () => {
    const { compose } = splitComposer();
    await compose('/bestaat-niet-0');
    renders.mockClear();
    const paths = Array.from({ length: 60 }, (_, n) => `/bestaat-niet-${n + 1}`);
    const pages = await Promise.all(paths.map(compose));
    expect(renders.mock.calls.length).toBeLessThanOrEqual(1);
    for (const [n, page] of pages.entries()) {
      expect([page.status, page.headers[COMPOSITION_HEADER]]).toEqual([404, 'shell']);
      expect(page.body).toContain(`${notFoundText.title}</h1>`);
      expect(canonicalOf(page.body)).toEqual([`${SITE}${paths[n]}`, `${SITE}${paths[n]}`]);
    }
  });
});
