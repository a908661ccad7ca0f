// @vitest-environment node

import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import { fragmentFileFor, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { describe, expect, it, vi } from 'vitest';
import { COMPOSITION_HEADER, createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { sha384Of } from './pinned-files';
import { folderManifestText, folderPin } from './pinned-remote.test-helper';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';
/** mf_about's site; the discovery document serves its version build-1, whose folder is BASE. */
const ROOT = 'http://remotes.test/about/';
const ROOT_MANIFEST = `${ROOT}mf-manifest.json`;
const BASE = `${ROOT}v/build-1/`;
const MANIFEST = `${BASE}mf-manifest.json`;

function aboutFragment(overrides: Record<string, unknown> = {}) {
  return {
    remote: 'mf_about',
    buildId: 'build-1',
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'Het verhaal "van" <Codekade>' },
    html: `<h1>Over Ons</h1><img src="${REMOTE_BASE_PLACEHOLDER}static/kade.svg">`,
    resourceHints: `<link rel="preload" as="image" href="${REMOTE_BASE_PLACEHOLDER}static/kade.svg"/>`,
    css: '.title{color:red}.title:after{content:"</style><script>alert(1)</script>"}',
    preload: { scripts: ['remoteEntry.js', 'static/js/routes.js'], styles: ['static/css/routes.css'] },
    inlinedStyles: ['static/css/routes.css', 'static/css/later.css'],
    ...overrides,
  };
}

/** The files of mf_about's build build-1 as composerWith serves them with `remoteFiles` (at the root and in its folder). */
const rootFiles = (remoteFiles: Record<string, unknown>) => ({ 'ssr/index.json': index, ...remoteFiles });

const index = {
  remote: 'mf_about',
  buildId: 'build-1',
  pages: ['/over-ons'],
  notFound: [{ pattern: '/over-ons/*', file: 'ssr/not-found/0.json' }],
  redirects: [{ from: '/over-ons/oud', to: '/over-ons' }],
};

interface ComposerTestOptions {
  budgetMs?: number;
  cacheMs?: number;
  hang?: boolean;
  /** How long the remote takes to answer, for every file or for some. */
  delayMs?: number;
  delays?: Record<string, number>;
  /** Files the remote answers only once the promise settles: a lateness the test controls, no clock's. */
  held?: Record<string, Promise<void>>;
  rollouts?: () => Promise<ReadonlyMap<string, unknown>>;
  draw?: () => number;
  /** The discovery document (default: the registry's mf_about, served here, and mf_home). */
  discovery?: unknown;
}

/** A composer whose remote (mf_about) serves `files` (its index unless replaced; undefined removes a file). */
function composerWith(remoteFiles: Record<string, unknown>, options: ComposerTestOptions = {}) {
  const files: Record<string, unknown> = rootFiles(remoteFiles);
  const warn = vi.fn();
  const fetchFile = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (options.hang) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    // build-1's folder holds the same files as the root (a release publishes both).
    const file = String(url)
      .slice(ROOT.length)
      .replace(/^v\/build-1\//, '');
    const delay = options.delays?.[file] ?? options.delayMs;
    if (delay) await new Promise((done) => setTimeout(done, delay));
    await options.held?.[file];
    // Each build's manifest pins the files of its folder, as the build writes it.
    if (String(url).startsWith(ROOT) && file.endsWith('mf-manifest.json')) {
      return new Response(folderManifestText(files, file.slice(0, -'mf-manifest.json'.length)));
    }
    const content = String(url).startsWith(ROOT) ? files[file] : undefined;
    if (typeof content === 'string') return new Response(content);
    return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
  });
  const reads = { template: 0, css: 0, remotes: 0 };
  const compose = createComposer({
    remoteSources: ['http://remotes.test'],
    readTemplate: async () => {
      reads.template += 1;
      return TEMPLATE;
    },
    readShellCss: async () => {
      reads.css += 1;
      return [{ file: 'static/css/index.css', css: '.shell{margin:0}' }];
    },
    readDiscovery: async () => {
      reads.remotes += 1;
      return (
        options.discovery ??
        discoveryOf(
          { mf_about: ROOT_MANIFEST, mf_home: 'http://remotes.test/home/mf-manifest.json' },
          {
            // build-1 served; the versions a test publishes under v/ pinned too, as their releases wrote them.
            mf_about: {
              version: 'build-1',
              pins: ['build-1', ...['stable-1', 'cand-2'].filter((id) => `v/${id}/ssr/index.json` in files)].map(
                (version) => ({
                  version,
                  integrity: folderPin(files, version === 'build-1' ? '' : `v/${version}/`),
                }),
              ),
            },
          },
        )
      );
    },
    siteUrl: 'https://www.codekade.nl',
    fragmentBudgetMs: options.budgetMs ?? 300,
    fragmentCacheMs: options.cacheMs ?? 0,
    fetch: fetchFile as typeof fetch,
    warn,
    rollouts: options.rollouts,
    draw: options.draw,
  });
  const fetchesOf = (file: string) => fetchFile.mock.calls.filter(([url]) => String(url) === BASE + file).length;
  return {
    compose: Object.assign((path: string, search?: string) => compose(path, 'https://www.codekade.nl', search), {
      warm: compose.warm,
    }),
    warn,
    fetchFile,
    fetchesOf,
    reads,
  };
}

describe('composer', () => {
  it("puts the remote's page inside the shell's layout with its own head", async () => {
    const { compose } = composerWith({
      [fragmentFileFor('/over-ons')]: aboutFragment(),
      // The code files the page preloads, pinned by build-1's manifest.
      'remoteEntry.js': 'var mf_about;',
      'static/js/routes.js': 'routes()',
      'static/css/routes.css': '.title{color:red}',
    });
    const page = await compose('/over-ons');
    expect(page.status).toBe(200);
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(page.body).toContain('<title>Codekade - Over Ons</title>');
    expect(page.body).toContain('<meta name="description" content="Het verhaal &#34;van&#34; &#60;Codekade&#62;">');
    expect(page.body).toContain('<link rel="canonical" href="https://www.codekade.nl/over-ons">');
    expect(page.body).toContain('<meta property="og:image" content="https://www.codekade.nl/og-image.png">');
    // The area sits in the Suspense boundary the browser hydrates, with the remote's real base URL.
    expect(page.body).toContain(`<!--$--><h1>Over Ons</h1><img src="${BASE}static/kade.svg"><!--/$-->`);
    // The remote's code waits in an inert template until the app starts; the page's own hints are live.
    const template = /<template id="codekade-area-files">(.*?)<\/template>/.exec(page.body)?.[1] ?? '';
    // With CORS and their pins (issue 48), as the browser loads them, so the preloads are the files it runs.
    const pinned = (file: string, content: string) =>
      `integrity="${sha384Of(Buffer.from(content))}" href="${BASE}${file}"`;
    expect(template).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${MANIFEST}">`);
    expect(template).toContain(
      `<link rel="preload" as="script" crossorigin="anonymous" ${pinned('remoteEntry.js', 'var mf_about;')}>`,
    );
    expect(template).toContain(
      `<link rel="preload" as="style" crossorigin="anonymous" ${pinned('static/css/routes.css', '.title{color:red}')}>`,
    );
    // The files whose CSS is inlined, for the loaders to find without fetching them (disabled).
    expect(template).toContain(`<link rel="stylesheet" disabled data-inlined href="${BASE}static/css/later.css">`);
    expect(page.body).toContain('<style data-href="static/css/index.css">.shell{margin:0}</style>');
    expect(page.body.replace(template, '')).not.toContain('remoteEntry.js');
    expect(page.body.replace(template, '')).toContain(`<link rel="preload" as="image" href="${BASE}static/kade.svg">`);
    expect(page.body).toContain('<header');
    expect(page.body).toContain('<footer');
    expect(page.body).toContain('"area":{"remote":"mf_about","buildId":"build-1"}');
    expect(page.body).not.toContain(REMOTE_BASE_PLACEHOLDER);
  });

  it("keeps a remote's CSS inside its style element", async () => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() });
    const { body } = await compose('/over-ons');
    expect(body).toContain('.title:after{content:"<\\/style><script>alert(1)</script>"}}</style>');
    expect(body.match(/<script>alert/g)).toHaveLength(1);
  });

  it("answers the remote's not-found page with 404 and its redirects with 301", async () => {
    const { compose } = composerWith({
      'ssr/index.json': index,
      'ssr/not-found/0.json': aboutFragment({ status: 404, head: { title: notFoundText.title, description: 'x' } }),
    });
    const missing = await compose('/over-ons/bestaat-niet');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(`<title>Codekade - ${notFoundText.title}</title>`);
    const moved = await compose('/over-ons/oud');
    expect(moved.status).toBe(301);
    expect(moved.headers.Location).toBe('/over-ons');
  });

  it('routes by the discovery document: an area the registry does not know is composed, one it leaves out is a 404', async () => {
    const jobs = {
      name: 'mf_jobs',
      manifest: ROOT_MANIFEST,
      area: { basePaths: ['/vacatures'], pageName: 'Vacatures', description: 'Werken bij Codekade.' },
      menus: { header: { label: 'Vacatures', position: 10 } },
    };
    const jobsFiles = {
      'ssr/index.json': { ...index, remote: 'mf_jobs', pages: ['/vacatures'], notFound: [], redirects: [] },
      [fragmentFileFor('/vacatures')]: aboutFragment({
        remote: 'mf_jobs',
        path: '/vacatures',
        head: { title: 'Vacatures', description: 'Werken bij Codekade.' },
        html: '<h1>Werken bij Codekade</h1>',
      }),
    };
    const { compose } = composerWith(jobsFiles, {
      discovery: {
        format: DISCOVERY_FORMAT,
        remotes: [{ ...jobs, version: 'build-1', pins: [{ version: 'build-1', integrity: folderPin(jobsFiles) }] }],
      },
    });
    const page = await compose('/vacatures');
    expect(page.status).toBe(200);
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(page.body).toContain('<title>Codekade - Vacatures</title>');
    expect(page.body).toContain('<h1>Werken bij Codekade</h1>');
    expect(page.body).toMatch(/<a [^>]*href="\/vacatures"[^>]*>Vacatures<\/a>/);
    const aboutPage = await compose('/over-ons');
    expect(aboutPage.status).toBe(404);
    expect(aboutPage.headers[COMPOSITION_HEADER]).toBe('shell');
  });

  it("renders the shell's own 404 page for paths no remote owns", async () => {
    const { compose, fetchFile } = composerWith({});
    const page = await compose('/bestaat-niet');
    expect(page.status).toBe(404);
    expect(page.headers[COMPOSITION_HEADER]).toBe('shell');
    expect(page.body).toContain(`<title>Codekade - ${notFoundText.title}</title>`);
    expect(page.body).toContain(`${notFoundText.title}</h1>`);
    // Only the remotes' indexes (and the manifests that pin them), read ahead once per release; nothing for this path.
    expect(fetchFile.mock.calls.every(([url]) => /\/(ssr\/index|mf-manifest)\.json$/.test(String(url)))).toBe(true);
  });

  it.each([
    ['a remote without fragments', { 'ssr/index.json': undefined }],
    ['a fragment of another remote', { [fragmentFileFor('/over-ons')]: aboutFragment({ remote: 'mf_home' }) }],
    [
      'a fragment with a script for hints',
      { [fragmentFileFor('/over-ons')]: aboutFragment({ resourceHints: '<script>x</script>' }) },
    ],
    [
      'a preload that leaves the remote',
      { [fragmentFileFor('/over-ons')]: aboutFragment({ preload: { scripts: ['../../evil.js'], styles: [] } }) },
    ],
    [
      'an inlined style file on another host',
      { [fragmentFileFor('/over-ons')]: aboutFragment({ inlinedStyles: ['https://evil.test/x.css'] }) },
    ],
    [
      'a preload on another host',
      { [fragmentFileFor('/over-ons')]: aboutFragment({ preload: { scripts: ['//evil.test/x.js'], styles: [] } }) },
    ],
    [
      'a fragment with a script in its HTML',
      { [fragmentFileFor('/over-ons')]: aboutFragment({ html: '<h1>x</h1><script>$RC()</script>' }) },
    ],
    ['a fragment without a build id', { [fragmentFileFor('/over-ons')]: aboutFragment({ buildId: 7 }) }],
  ])('serves the plain shell document for %s', async (_case, files) => {
    const { compose, warn } = composerWith(files);
    const page = await compose('/over-ons');
    expect(page).toMatchObject({ status: 200, body: TEMPLATE, headers: { [COMPOSITION_HEADER]: 'plain' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('serving the plain shell document'));
  });

  it('gives up on a remote that does not answer once the budget is spent', async () => {
    const { compose, warn } = composerWith({}, { budgetMs: 50, hang: true });
    const page = await compose('/over-ons');
    expect(page.headers[COMPOSITION_HEADER]).toBe('plain');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no answer within 50 ms'));
  });
});

describe('composer addresses', () => {
  it.each([
    ['/over-ons/', '', '/over-ons'],
    ['/OVER-ONS', '', '/over-ons'],
    ['/diensten/', '', '/diensten'],
    ['/diensten/seo/', '?utm_source=x', '/diensten/seo?utm_source=x'],
    ['/DIENSTEN/SEO', '', '/diensten/seo'],
    ['/diensten/web%73hop', '?a=1&b=2', '/diensten/webshop?a=1&b=2'],
    // What `/.//evil.example/x` and `/a/..//evil.example/` are once the URL parser has read them.
    ['//evil.example/x', '', '/evil.example/x'],
    ['//evil.example/', '', '/evil.example'],
  ])('answers %s%s with a 301 to %s, reading nothing and writing no warning', async (path, search, location) => {
    const { compose, warn, reads } = composerWith({});
    const page = await compose(path, search);
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe(location);
    expect(reads.template).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the query when it sends an old address on', async () => {
    const { compose } = composerWith({});
    const moved = await compose('/over-ons/oud', '?utm_source=x');
    expect(moved.status).toBe(301);
    expect(moved.headers.Location).toBe('/over-ons?utm_source=x');
  });

  it('builds the canonical link and og:url from the site URL and the route, never from the raw path', async () => {
    const { compose } = composerWith({});
    const page = await compose('/evil.example/x');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<link rel="canonical" href="https://www.codekade.nl/evil.example/x">');
    expect(page.body).toContain('<meta property="og:url" content="https://www.codekade.nl/evil.example/x">');
    expect(page.body).not.toMatch(/(?:href|content)="(?:https?:)?\/\/evil/);
  });
});

describe('composer and hostile fragments', () => {
  it.each([
    ['a meta refresh', { html: '<meta http-equiv="refresh" content="0;url=https://evil.test">' }],
    ['markup that closes the area', { html: '</div></div><h1 id="injected">weg</h1>' }],
    ['a base element', { html: '<base href="https://evil.test/"><h1>x</h1>' }],
    ['an iframe', { html: '<iframe src="https://evil.test"></iframe>' }],
    ['an object', { html: '<object data="x"></object>' }],
    ['an event handler', { html: '<img src="x" onerror="alert(1)">' }],
    [
      'a hint with an unknown attribute',
      { resourceHints: `<link rel="preload" as="image" href="${REMOTE_BASE_PLACEHOLDER}a.webp" onload="x()">` },
    ],
    ['CSS that closes its style block', { css: '} body{display:none}' }],
  ])('serves the plain shell document for %s', async (_case, overrides) => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment(overrides) });
    const page = await compose('/over-ons');
    expect(page.headers[COMPOSITION_HEADER]).toBe('plain');
    expect(page.body).toBe(TEMPLATE);
  });

  it('serves the plain shell document for a fragment over 1 MB', async () => {
    const huge = JSON.stringify(aboutFragment({ html: `<p>${'x'.repeat(20 * 1024 * 1024)}</p>` }));
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: huge });
    const page = await compose('/over-ons');
    expect(page.headers[COMPOSITION_HEADER]).toBe('plain');
    // Its view is counted for the root's build the browser then loads, by the index read.
    expect(page.measuredPage).toEqual({ remote: 'mf_about', version: 'build-1' });
  });

  it('names the remote and build of each page it composes, to count its view, and none for its own 404', async () => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() });
    expect((await compose('/over-ons')).measuredPage).toEqual({ remote: 'mf_about', version: 'build-1' });
    expect((await compose('/bestaat-niet')).measuredPage).toBeUndefined();
    expect((await compose('/over-ons/oud')).measuredPage).toBeUndefined();
  });

  it("scopes a remote's CSS to the area, so it cannot hide or restyle the shell", async () => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment({ css: 'body{display:none}' }) });
    const page = await compose('/over-ons');
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(page.body).toContain('<style>@scope (#main){body{display:none}}</style>');
  });
});

describe('composer under load', () => {
  it('reads its inputs once per release and renders each path once', async () => {
    const { compose, reads } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() }, { cacheMs: 10_000 });
    const first = await compose('/over-ons');
    const pages = await Promise.all(Array.from({ length: 50 }, () => compose('/over-ons')));
    expect(reads).toEqual({ template: 1, css: 1, remotes: 1 });
    expect(pages.every((page) => page === first)).toBe(true);
  });

  it('makes one fetch per file for concurrent requests, and keeps a fetch that answered after the budget', async () => {
    // The remote answers only when the test says so: the budget has passed by then on any machine.
    let release = () => {};
    const late = new Promise<void>((done) => {
      release = done;
    });
    const { compose, fetchesOf } = composerWith(
      { [fragmentFileFor('/over-ons')]: aboutFragment() },
      { budgetMs: 100, held: { 'ssr/index.json': late, [fragmentFileFor('/over-ons')]: late }, cacheMs: 10_000 },
    );
    const slow = await Promise.all(Array.from({ length: 100 }, () => compose('/over-ons')));
    expect(slow.every((page) => page.headers[COMPOSITION_HEADER] === 'plain' && page.status === 200)).toBe(true);
    release();
    await vi.waitFor(async () => expect((await compose('/over-ons')).headers[COMPOSITION_HEADER]).toBe('area'), {
      timeout: 10_000,
      interval: 20,
    });
    const next = await Promise.all(Array.from({ length: 100 }, () => compose('/over-ons')));
    expect(next.every((page) => page.headers[COMPOSITION_HEADER] === 'area')).toBe(true);
    expect(fetchesOf('ssr/index.json')).toBe(1);
    expect(fetchesOf(fragmentFileFor('/over-ons'))).toBe(1);
  });

  it("answers an unknown path 404 when the remote's not-found page is late", async () => {
    // The not-found page arrives only after the answer went out, however slow the machine is.
    let release = () => {};
    const late = new Promise<void>((done) => {
      release = done;
    });
    const { compose } = composerWith(
      { 'ssr/not-found/0.json': aboutFragment({ status: 404 }) },
      { budgetMs: 50, held: { 'ssr/not-found/0.json': late }, cacheMs: 10_000 },
    );
    await compose('/over-ons');
    const page = await compose('/over-ons/bestaat-niet');
    release();
    expect(page.headers[COMPOSITION_HEADER]).toBe('plain');
    expect(page.status).toBe(404);
  });

  it('writes one warning for a remote that keeps failing, not one per visitor', async () => {
    const { compose, warn } = composerWith({ 'ssr/index.json': undefined });
    for (let count = 0; count < 20; count += 1) await compose('/over-ons');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('composer warm-up', () => {
  it("knows a remote's pages before its first visitor once warmed up", async () => {
    const { compose, fetchesOf } = composerWith(
      { [fragmentFileFor('/over-ons')]: aboutFragment() },
      { budgetMs: 1, delayMs: 20, cacheMs: 10_000 },
    );
    await compose.warm('https://www.codekade.nl');
    expect(fetchesOf(fragmentFileFor('/over-ons'))).toBe(1);
    // Even a budget of 1 ms finds the page in memory.
    expect((await compose('/over-ons')).headers[COMPOSITION_HEADER]).toBe('area');
  });
});

describe('composer during a rollout', () => {
  const aboutRollout = (share: number) => ({
    remote: 'mf_about',
    stable: 'stable-1',
    candidate: 'cand-2',
    share,
    stage: share > 0 ? 0 : -1,
    stageStartedAt: '2026-11-24T10:00:00.000Z',
    lastDecision: null,
  });
  /** Both versions of mf_about published under v/<id>/, each naming its own build in its page. */
  const versionFiles: Record<string, unknown> = Object.fromEntries(
    ['stable-1', 'cand-2'].flatMap((version) => [
      [`v/${version}/ssr/index.json`, { ...index, buildId: version }],
      [`v/${version}/remoteEntry.js`, `var mf_about; // ${version}`],
      [
        `v/${version}/${fragmentFileFor('/over-ons')}`,
        aboutFragment({ buildId: version, html: `<h1>${version}</h1>` }),
      ],
    ]),
  );
  const dataOf = (body: string) =>
    JSON.parse(/<script type="application\/json" id="codekade-composition">(.*?)<\/script>/.exec(body)?.[1] ?? '{}');
  const versioned = (version: string) => `${ROOT}v/${version}/mf-manifest.json`;

  it("renders the picked version's fragment and pins every remote's manifest in the page", async () => {
    let draw = 0.1;
    const { compose } = composerWith(versionFiles, {
      rollouts: async () => new Map([['mf_about', aboutRollout(25)]]),
      draw: () => draw,
    });
    const candidate = await compose('/over-ons');
    expect(candidate.body).toContain('<h1>cand-2</h1>');
    expect(candidate.body).toContain(`href="${ROOT}v/cand-2/remoteEntry.js"`);
    expect(dataOf(candidate.body)).toEqual({
      area: { remote: 'mf_about', buildId: 'cand-2' },
      remotes: { mf_about: versioned('cand-2'), mf_home: 'http://remotes.test/home/mf-manifest.json' },
      discovery: expect.objectContaining({ format: DISCOVERY_FORMAT }),
    });
    // A split is never shared by a CDN: no answer pins every visitor to one side.
    expect(candidate.headers['Cache-Control']).toBe('private, no-store');
    // The page cache keys on the picked versions: the next visitor's draw decides afresh.
    draw = 0.9;
    const stable = await compose('/over-ons');
    expect(stable.body).toContain('<h1>stable-1</h1>');
    expect(dataOf(stable.body).remotes.mf_about).toBe(versioned('stable-1'));
    draw = 0.1;
    expect((await compose('/over-ons')).body).toContain('<h1>cand-2</h1>');
  });

  it('answers with s-maxage when no rollout is under way, with the stable version pinned', async () => {
    const { compose } = composerWith(versionFiles, {
      rollouts: async () => new Map([['mf_about', aboutRollout(0)]]),
    });
    const page = await compose('/over-ons');
    expect(page.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    expect(dataOf(page.body).remotes.mf_about).toBe(versioned('stable-1'));
  });

  it("never lets a shared cache keep a candidate's page, not even at share 100", async () => {
    // An abort at 100 % must reach every visitor at once: no CDN copy may still name the candidate.
    const files = {
      ...versionFiles,
      'v/cand-2/ssr/not-found/0.json': aboutFragment({ buildId: 'cand-2', status: 404 }),
    };
    const { compose } = composerWith(files, {
      rollouts: async () => new Map([['mf_about', aboutRollout(100)]]),
    });
    const page = await compose('/over-ons');
    expect(dataOf(page.body).remotes.mf_about).toBe(versioned('cand-2'));
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    // The candidate's 404 page too.
    const missing = await compose('/over-ons/weg');
    expect([missing.status, missing.headers[COMPOSITION_HEADER]]).toEqual([404, 'area']);
    expect(missing.headers['Cache-Control']).toBe('private, no-store');
  });

  it('reaches a 0 % candidate on purpose, privately', async () => {
    const { compose } = composerWith(versionFiles, {
      rollouts: async () => new Map([['mf_about', aboutRollout(0)]]),
    });
    const page = await compose('/over-ons', '?versie=mf_about:cand-2');
    expect(page.body).toContain('<h1>cand-2</h1>');
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    const refused = await compose('/over-ons', '?versie=mf_about:not-named');
    expect(refused.body).toContain('<h1>stable-1</h1>');
    expect(refused.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('serves every remote at the version the discovery document names when the rollouts fail, hang or hold nonsense', async () => {
    const readers: Array<() => Promise<ReadonlyMap<string, unknown>>> = [
      async () => {
        throw new Error('Firestore is down');
      },
      () => new Promise(() => {}),
      async () => new Map([['mf_about', { ...aboutRollout(50), stable: '../../x' }]]),
    ];
    for (const rollouts of readers) {
      const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() }, { rollouts });
      const page = await compose('/over-ons');
      expect(page.status).toBe(200);
      expect(page.headers[COMPOSITION_HEADER]).toBe('area');
      expect(page.body).toContain('<h1>Over Ons</h1>');
      expect(dataOf(page.body).remotes.mf_about).toBe(MANIFEST);
    }
  });
});
