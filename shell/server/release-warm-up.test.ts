// @vitest-environment node

import { fragmentFileFor } from '@codekade/shared/fragments';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_HEADER, createComposer } from './composer';
import { discoveryOf } from './discovery.test-helper';
import { isManifestUrl, manifestAt, pinAt, servedText } from './pinned-remote.test-helper';

const TEMPLATE =
  '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
  '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>';
const HOME_MANIFEST = 'http://remotes.test/home/mf-manifest.json';
/** The new area's remote (mf_about stands for it), served at its version build-1. */
const ABOUT = 'http://remotes.test/about/v/build-1/';
const ABOUT_MANIFEST = `${ABOUT}mf-manifest.json`;

const aboutFiles: Record<string, unknown> = {
  [`${ABOUT}ssr/index.json`]: {
    remote: 'mf_about',
    buildId: 'build-1',
    pages: ['/over-ons'],
    notFound: [],
    redirects: [],
  },
  [`${ABOUT}${fragmentFileFor('/over-ons')}`]: {
    remote: 'mf_about',
    buildId: 'build-1',
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'Het verhaal' },
    html: '<h1>Over Ons</h1>',
    resourceHints: '',
    css: '',
    preload: { scripts: [], styles: [] },
  },
};

const withoutArea = discoveryOf({ mf_home: HOME_MANIFEST });
const withArea = discoveryOf(
  { mf_home: HOME_MANIFEST, mf_about: ABOUT_MANIFEST },
  { mf_about: pinAt(aboutFiles, ABOUT_MANIFEST) },
);

/**
 * A composer whose discovery document is released again while it runs (`release`), as its own site's
 * deploy does; the new area's files answer only once `held` settles, or never.
 */
function composerWithRelease(held: Promise<void>, releaseWarmUpMs?: number) {
  let document: unknown = withoutArea;
  const fetchFile = async (input: string | URL | Request) => {
    const url = String(input);
    if (!url.startsWith(ABOUT)) return new Response('nope', { status: 404 });
    await held;
    if (isManifestUrl(url)) return new Response(manifestAt(aboutFiles, url));
    const content = aboutFiles[url];
    return content === undefined ? new Response('nope', { status: 404 }) : new Response(servedText(content));
  };
  const compose = createComposer({
    remoteSources: ['http://remotes.test'],
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => document,
    releaseKey: async () => (document === withArea ? 'with-area' : 'without-area'),
    siteUrl: 'https://www.codekade.nl',
    fragmentBudgetMs: 20,
    fragmentCacheMs: 60_000,
    fetch: fetchFile as typeof fetch,
    warn: () => {},
    releaseWarmUpMs,
  });
  return {
    page: (path: string) => compose(path, 'https://www.codekade.nl'),
    release: () => {
      document = withArea;
    },
  };
}

/** A turn of the event loop between polls, so the composer's timers and fetches run. */
const nextTurn = () => new Promise((done) => setTimeout(done, 5));

const hold = () => {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  return { held, release };
};

describe('a discovery document released while the composer runs', () => {
  it("serves a new area's path only once its fragments are read: its first page has the area's content", async () => {
    const remote = hold();
    const { page, release } = composerWithRelease(remote.held);
    expect((await page('/over-ons')).status).toBe(404);
    release();
    // Its fragments are still on their way: the document before it answers the path.
    const meanwhile = await page('/over-ons');
    remote.release();
    const answers = [meanwhile];
    while (answers.at(-1)?.status === 404) {
      await nextTurn();
      answers.push(await page('/over-ons'));
    }
    const first = answers.at(-1);
    expect([first?.status, first?.headers[COMPOSITION_HEADER]]).toEqual([200, 'area']);
    expect(first?.body).toContain('<h1>Over Ons</h1>');
    expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true);
  });

  it('takes the new document after the warm-up limit when its area never answers: no request waits for it', async () => {
    const { page, release } = composerWithRelease(new Promise(() => {}), 30);
    expect((await page('/over-ons')).status).toBe(404);
    release();
    let answer = await page('/over-ons');
    while (answer.status === 404) {
      await nextTurn();
      answer = await page('/over-ons');
    }
    // The area is known but silent: the plain shell document, within the fragment budget.
    expect([answer.status, answer.headers[COMPOSITION_HEADER]]).toEqual([200, 'plain']);
  });
});
