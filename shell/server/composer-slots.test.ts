// @vitest-environment node
import { fragmentFileFor, REMOTE_BASE_PLACEHOLDER, slotFragmentFileFor } from '@codekade/shared/fragments';
import { describe, expect, it, vi } from 'vitest';
import { COMPOSITION_HEADER, createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { isManifestUrl, manifestAt, pinAt } from './pinned-remote.test-helper';

/** The home page (mf_home) names the recent-work slot; the projects area (mf_projects) publishes it. */
/** The folders of the versions the discovery document serves; other versions lie beside them (`v/<id>/`). */
const HOME = 'http://remotes.test/home/v/home-1/';
const PROJECTS_ROOT = 'http://remotes.test/projects/';
const PROJECTS = `${PROJECTS_ROOT}v/projects-1/`;
const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';
const SLOT_ELEMENT = '<div data-fragment-slot="recent-work" class="band"></div>';

const homePage = (html = `<h1>Home</h1>${SLOT_ELEMENT}<p>Daarna</p>`) => ({
  remote: 'mf_home',
  buildId: 'home-1',
  path: '/',
  status: 200,
  head: { title: 'Home', description: 'Innovatieve digitale oplossingen' },
  html: html.replaceAll('BASE/', REMOTE_BASE_PLACEHOLDER),
  resourceHints: '',
  css: '.band{margin:0}',
  preload: { scripts: [], styles: [] },
});
const homeIndex = { remote: 'mf_home', buildId: 'home-1', pages: ['/'], notFound: [], redirects: [] };

const BAND = `<section aria-labelledby="recent-work-title"><h2 id="recent-work-title">Recent werk</h2><a href="/projecten/webshops/5"><img src="${REMOTE_BASE_PLACEHOLDER}static/image/groenhuis.webp" alt="Groenhuis"></a></section>`;
const slotFragment = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mf_projects',
  buildId: 'projects-1',
  slot: 'recent-work',
  html: BAND,
  css: `.card{background:url(${REMOTE_BASE_PLACEHOLDER}static/image/bg.webp)}@keyframes lift{to{translate:0 -4px}}.card:hover{animation:lift .2s}`,
  ...overrides,
});
const projectsIndex = {
  remote: 'mf_projects',
  buildId: 'projects-1',
  pages: ['/projecten'],
  slots: ['recent-work'],
  notFound: [],
  redirects: [],
};

interface SlotTestOptions {
  home?: Record<string, unknown>;
  projects?: Record<string, unknown>;
  /** How long the projects area takes to answer. */
  projectsDelayMs?: number;
  budgetMs?: number;
  cacheMs?: number;
  rollouts?: () => Promise<ReadonlyMap<string, unknown>>;
}

/** A composer over the two remotes' files (undefined removes a file; a number answers that status). */
function composerWith(options: SlotTestOptions = {}) {
  const files: Record<string, unknown> = {
    [`${HOME}ssr/index.json`]: homeIndex,
    [`${HOME}${fragmentFileFor('/')}`]: homePage(),
    [`${PROJECTS}ssr/index.json`]: projectsIndex,
    [`${PROJECTS}${slotFragmentFileFor('recent-work')}`]: slotFragment(),
    ...Object.fromEntries(Object.entries(options.home ?? {}).map(([file, value]) => [HOME + file, value])),
    ...Object.fromEntries(
      Object.entries(options.projects ?? {}).map(([file, value]) => [
        (file.startsWith('v/') ? PROJECTS_ROOT : PROJECTS) + file,
        value,
      ]),
    ),
  };
  const warn = vi.fn();
  const fetchFile = vi.fn(async (url: string | URL | Request) => {
    const address = String(url);
    if (address.startsWith(PROJECTS) && options.projectsDelayMs) {
      await new Promise((done) => setTimeout(done, options.projectsDelayMs));
    }
    if (isManifestUrl(address)) return new Response(manifestAt(files, address));
    const content = files[address];
    if (typeof content === 'number') return new Response('fout', { status: content });
    return content === undefined ? new Response('nope', { status: 404 }) : Response.json(content);
  });
  const compose = createComposer({
    remoteSources: ['http://remotes.test'],
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [{ file: 'static/css/index.css', css: '.shell{margin:0}' }],
    readDiscovery: async () =>
      discoveryOf(
        { mf_home: `${HOME}mf-manifest.json`, mf_projects: `${PROJECTS_ROOT}mf-manifest.json` },
        {
          mf_home: pinAt(files, `${HOME}mf-manifest.json`),
          // projects-1 served; every other version the test publishes pinned too, as its release wrote it.
          mf_projects: {
            version: 'projects-1',
            pins: [
              'projects-1',
              ...['p-1', 'p-2'].filter((id) => `${PROJECTS_ROOT}v/${id}/ssr/index.json` in files),
            ].map((version) => ({ version, integrity: pinAt(files, `${PROJECTS_ROOT}v/${version}/mf-manifest.json`) })),
          },
        },
      ),
    siteUrl: 'https://www.codekade.nl',
    fragmentBudgetMs: options.budgetMs ?? 300,
    fragmentCacheMs: options.cacheMs ?? 0,
    fetch: fetchFile as typeof fetch,
    warn,
    rollouts: options.rollouts,
  });
  const fetched = (file: string) => fetchFile.mock.calls.some(([url]) => String(url) === PROJECTS + file);
  return {
    compose: (path: string, search?: string) => compose(path, 'https://www.codekade.nl', search),
    warn,
    fetched,
  };
}

const slotOf = (body: string) =>
  /<div data-fragment-slot="recent-work" class="band">(.*?)<\/div><p>Daarna/.exec(body)?.[1];
const slotStyleOf = (body: string) =>
  /<style data-fragment-slot-style="recent-work">(.*?)<\/style>/.exec(body)?.[1] ?? null;

describe('composer: fragment slots in the first HTML', () => {
  it("fills the home page's slot with the projects' HTML at their own base, its CSS scoped to the slot", async () => {
    const { compose, warn } = composerWith();
    const page = await compose('/');
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(slotOf(page.body)).toBe(BAND.replaceAll(REMOTE_BASE_PLACEHOLDER, PROJECTS));
    // The home page's own files stay at the home remote's base.
    expect(page.body).not.toContain(REMOTE_BASE_PLACEHOLDER);
    expect(slotStyleOf(page.body)).toBe(
      '@keyframes codekade-slot-recent-work-lift{to{translate:0-4px}}' +
        `@scope ([data-fragment-slot="recent-work"]){.card{background:url(${PROJECTS}static/image/bg.webp)}` +
        '.card:hover{animation:codekade-slot-recent-work-lift .2s}}',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['is down', { 'ssr/index.json': 503 }, /projects\/v\/projects-1\/ssr\/index\.json answered HTTP 503/],
    ['lost the fragment', { [slotFragmentFileFor('recent-work')]: undefined }, /recent-work\.json is missing/],
    [
      'sends a script',
      { [slotFragmentFileFor('recent-work')]: slotFragment({ html: '<script>x()</script>' }) },
      /<script>/,
    ],
    [
      'sends an unclosed tag',
      { [slotFragmentFileFor('recent-work')]: slotFragment({ html: '<section>' }) },
      /never closed/,
    ],
    [
      'sends CSS for the page',
      { [slotFragmentFileFor('recent-work')]: slotFragment({ css: '@property --x{}' }) },
      /@property/,
    ],
    ['sends another slot', { [slotFragmentFileFor('recent-work')]: slotFragment({ slot: 'other' }) }, /not the slot/],
    [
      "sends another remote's",
      { [slotFragmentFileFor('recent-work')]: slotFragment({ remote: 'mf_home' }) },
      /belongs to/,
    ],
  ])('serves the home page whole with the slot empty when the projects area %s', async (_, projects, reason) => {
    const { compose, warn } = composerWith({ projects });
    const page = await compose('/');
    expect(page.status).toBe(200);
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(page.body).toContain('<h1>Home</h1><div data-fragment-slot="recent-work" class="band"></div><p>Daarna</p>');
    expect(slotStyleOf(page.body)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/: the slot recent-work stays empty/));
    expect(warn.mock.calls.join('\n')).toMatch(reason);
  });

  it("leaves the slot empty, without asking for it or warning, when the projects' build publishes none", async () => {
    const { compose, warn, fetched } = composerWith({
      projects: { 'ssr/index.json': { ...projectsIndex, slots: undefined } },
    });
    const page = await compose('/');
    expect(slotOf(page.body)).toBe('');
    expect(fetched(slotFragmentFileFor('recent-work'))).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never holds the page past its budget for a late slot, and its late answer serves the next visitor', async () => {
    const { compose, warn } = composerWith({ projectsDelayMs: 200, budgetMs: 100, cacheMs: 60_000 });
    const first = await compose('/');
    expect(first.headers[COMPOSITION_HEADER]).toBe('area');
    expect(slotOf(first.body)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no answer within/));
    // The fetch runs on after the page gave up on it (not timed: the test waits for its answer).
    await vi.waitFor(async () => expect(slotOf((await compose('/')).body)).not.toBe(''), { timeout: 5000 });
  });

  it('fills only a real empty slot element: never words in an attribute, a comment or text, nor a second one', async () => {
    const html =
      `<p title='${SLOT_ELEMENT}'>a</p><!-- ${SLOT_ELEMENT} --><p>data-fragment-slot="recent-work"</p>` +
      `<span data-fragment-slot="recent-work"></span><div data-fragment-slot="onbekend"></div>` +
      `<div data-fragment-slot="recent-work"><i>vol</i></div>${SLOT_ELEMENT}<p>Daarna</p>${SLOT_ELEMENT}`;
    const { compose } = composerWith({ home: { [fragmentFileFor('/')]: homePage(html) } });
    const page = await compose('/');
    const area = /<!--\$-->(.*)<!--\/\$-->/.exec(page.body)?.[1] ?? '';
    const filled = BAND.replaceAll(REMOTE_BASE_PLACEHOLDER, PROJECTS);
    expect(area.split(filled)).toHaveLength(2);
    expect(area).toBe(
      html.replace(`${SLOT_ELEMENT}<p>Daarna`, `${SLOT_ELEMENT.replace('</div>', `${filled}</div>`)}<p>Daarna`),
    );
  });

  it('serves the page without its slots when page and slot are fit alone but not together', async () => {
    // A link in a link: the browser would close the first one and move the rest of the page.
    const html = `<a href="/diensten"><div data-fragment-slot="recent-work" class="band"></div></a><p>Daarna</p>`;
    const { compose, warn } = composerWith({ home: { [fragmentFileFor('/')]: homePage(html) } });
    const page = await compose('/');
    expect(page.body).toContain(html);
    expect(slotStyleOf(page.body)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/its slots stay empty/));
  });
});

describe("composer: a slot's content for a page the browser renders", () => {
  it('answers the same checked HTML and scoped CSS as JSON, kept by the CDN as pages are', async () => {
    const { compose } = composerWith();
    const answer = await compose('/_fragmenten/recent-work');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
    const page = await compose('/');
    expect(JSON.parse(answer.body)).toEqual({ html: slotOf(page.body), css: slotStyleOf(page.body) });
  });

  it('answers 503, kept by no one, while the publisher is down or unfit, and 404 when it publishes none', async () => {
    const down = await composerWith({ projects: { 'ssr/index.json': 500 } }).compose('/_fragmenten/recent-work');
    expect(down.status).toBe(503);
    expect(down.headers['Cache-Control']).toBe('no-store');
    const unfit = composerWith({ projects: { [slotFragmentFileFor('recent-work')]: slotFragment({ html: '<b>' }) } });
    expect((await unfit.compose('/_fragmenten/recent-work')).status).toBe(503);
    const none = composerWith({ projects: { 'ssr/index.json': { ...projectsIndex, slots: [] } } });
    expect((await none.compose('/_fragmenten/recent-work')).status).toBe(404);
  });

  it('answers an unknown slot as the page it then is: not found', async () => {
    const page = await composerWith().compose('/_fragmenten/onbekend');
    expect(page.headers[COMPOSITION_HEADER]).not.toBe('slot');
    expect(page.status).toBe(404);
  });

  it('gives a page pinned to a version of the publisher that version, privately', async () => {
    const projects = {
      'v/p-1/ssr/index.json': { ...projectsIndex, buildId: 'p-1' },
      [`v/p-1/${slotFragmentFileFor('recent-work')}`]: slotFragment({ buildId: 'p-1', html: '<p>p-1</p>' }),
      'v/p-2/ssr/index.json': { ...projectsIndex, buildId: 'p-2' },
      [`v/p-2/${slotFragmentFileFor('recent-work')}`]: slotFragment({ buildId: 'p-2', html: '<p>p-2</p>' }),
    };
    const rollout = {
      remote: 'mf_projects',
      stable: 'p-1',
      candidate: 'p-2',
      share: 0,
      stage: -1,
      stageStartedAt: '2026-11-24T10:00:00.000Z',
      lastDecision: null,
    };
    const { compose } = composerWith({ rollouts: async () => new Map([['mf_projects', rollout]]), projects });
    const manifest = (version: string) =>
      `?manifest=${encodeURIComponent(`${PROJECTS_ROOT}v/${version}/mf-manifest.json`)}`;
    const pinned = await compose('/_fragmenten/recent-work', manifest('p-2'));
    expect(JSON.parse(pinned.body).html).toBe('<p>p-2</p>');
    expect(pinned.headers['Cache-Control']).toBe('private, no-store');
    // A version the rollout does not name, or no version at all: what every visitor gets.
    for (const search of [
      manifest('p-9'),
      `?manifest=${encodeURIComponent(`${PROJECTS_ROOT}mf-manifest.json`)}`,
      '?manifest=%',
    ]) {
      expect(JSON.parse((await compose('/_fragmenten/recent-work', search)).body).html).not.toBe('<p>p-2</p>');
    }
  });
});
