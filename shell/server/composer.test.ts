// @vitest-environment node
import { fragmentFileFor, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { notFoundText } from '@codekade/shared/not-found-texts';
import { describe, expect, it, vi } from 'vitest';
import { COMPOSITION_HEADER, createComposer } from './composer';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';
const MANIFEST = 'http://remotes.test/about/mf-manifest.json';
const BASE = 'http://remotes.test/about/';

function aboutFragment(overrides: Record<string, unknown> = {}) {
  return {
    remote: 'mf_about',
    buildId: 'build-1',
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'Het verhaal "van" <Codekade>' },
    html: `<h1>Over Ons</h1><img src="${REMOTE_BASE_PLACEHOLDER}static/kade.svg">`,
    resourceHints: `<link rel="preload" as="image" href="${REMOTE_BASE_PLACEHOLDER}static/kade.svg"/>`,
    css: '.title{color:red}</style><script>alert(1)</script>',
    preload: { scripts: ['remoteEntry.js', 'static/js/routes.js'], styles: ['static/css/routes.css'] },
    ...overrides,
  };
}

const index = {
  remote: 'mf_about',
  buildId: 'build-1',
  pages: ['/over-ons'],
  notFound: [{ pattern: '/over-ons/*', file: 'ssr/not-found/0.json' }],
  redirects: [{ from: '/over-ons/oud', to: '/over-ons' }],
};

function composerWith(files: Record<string, unknown>, options: { budgetMs?: number; hang?: boolean } = {}) {
  const warn = vi.fn();
  const fetchFile = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (options.hang) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    const file = String(url).slice(BASE.length);
    return file in files ? Response.json(files[file]) : new Response('nope', { status: 404 });
  });
  const compose = createComposer({
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => '.shell{margin:0}',
    readRemotesConfig: async () => ({ mf_about: MANIFEST, mf_home: 'http://remotes.test/home/mf-manifest.json' }),
    siteUrl: 'https://www.codekade.nl',
    fragmentBudgetMs: options.budgetMs ?? 300,
    fragmentCacheMs: 0,
    fetch: fetchFile as typeof fetch,
    warn,
  });
  return { compose: (path: string) => compose(path, 'https://www.codekade.nl'), warn, fetchFile };
}

describe('composer', () => {
  it("puts the remote's page inside the shell's layout with its own head", async () => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() });
    const page = await compose('/over-ons');
    expect(page.status).toBe(200);
    expect(page.headers[COMPOSITION_HEADER]).toBe('area');
    expect(page.body).toContain('<title>Codekade - Over Ons</title>');
    expect(page.body).toContain('<meta name="description" content="Het verhaal &#34;van&#34; &#60;Codekade&#62;">');
    expect(page.body).toContain('<link rel="canonical" href="https://www.codekade.nl/over-ons">');
    expect(page.body).toContain('<meta property="og:image" content="https://www.codekade.nl/og-image.png">');
    // The area sits in the Suspense boundary the browser hydrates, with the remote's real base URL.
    expect(page.body).toContain(`<!--$--><h1>Over Ons</h1><img src="${BASE}static/kade.svg"><!--/$-->`);
    expect(page.body).toContain(`<link rel="preload" as="script" href="${BASE}remoteEntry.js">`);
    expect(page.body).toContain('<header');
    expect(page.body).toContain('<footer');
    expect(page.body).toContain('"area":{"remote":"mf_about","buildId":"build-1"}');
    expect(page.body).not.toContain(REMOTE_BASE_PLACEHOLDER);
  });

  it("keeps a remote's CSS inside its style element", async () => {
    const { compose } = composerWith({ [fragmentFileFor('/over-ons')]: aboutFragment() });
    const { body } = await compose('/over-ons');
    expect(body).toContain('.title{color:red}<\\/style><script>alert(1)</script></style>');
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

  it("renders the shell's own 404 page for paths no remote owns", async () => {
    const { compose, fetchFile } = composerWith({});
    const page = await compose('/bestaat-niet');
    expect(page.status).toBe(404);
    expect(page.headers[COMPOSITION_HEADER]).toBe('shell');
    expect(page.body).toContain(`<title>Codekade - ${notFoundText.title}</title>`);
    expect(page.body).toContain(`${notFoundText.title}</h1>`);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it.each([
    ['a remote without fragments', {}],
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
