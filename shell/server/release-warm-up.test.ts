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
/** mf_about's folder of version `build` (the new area's remote, or a new version of it). */
const folderOf = (build: string) => `http://remotes.test/about/v/${build}/`;
const manifestOf = (build: string) => `${folderOf(build)}mf-manifest.json`;

/** The files of mf_about's version `build`: its index and its page /over-ons, naming the build. */
const versionFiles = (build: string): Record<string, unknown> => ({
  [`${folderOf(build)}ssr/index.json`]: {
    remote: 'mf_about',
    buildId: build,
    pages: ['/over-ons'],
    notFound: [],
    redirects: [],
  },
  [`${folderOf(build)}${fragmentFileFor('/over-ons')}`]: {
    remote: 'mf_about',
    buildId: build,
    path: '/over-ons',
    status: 200,
    head: { title: 'Over Ons', description: 'Het verhaal' },
    html: `<h1>Over Ons ${build}</h1>`,
    resourceHints: '',
    css: '',
    preload: { scripts: [], styles: [] },
  },
});
const aboutFiles: Record<string, unknown> = { ...versionFiles('build-1'), ...versionFiles('build-2') };

const withoutArea = discoveryOf({ mf_home: HOME_MANIFEST });
/** The document serving mf_about's `build`, pinning that version only. */
const servingAbout = (build: string) =>
  discoveryOf(
    { mf_home: HOME_MANIFEST, mf_about: manifestOf(build) },
    { mf_about: pinAt(aboutFiles, manifestOf(build)) },
  );
const withArea = servingAbout('build-1');

interface ReleaseCase {
  /** The document the composer starts with, and the one released while it runs (`release`). */
  before: unknown;
  after: unknown;
  /** The folder whose files answer only once `held` settles (or never). */
  heldFolder: string;
  held: Promise<void>;
  releaseWarmUpMs?: number;
}

/**
 * A composer whose discovery document is released again while it runs (`release`), as its own site's
 * deploy does; the files of one of mf_about's folders answer only once `held` settles, or never.
 */
function composerWithRelease({ before, after, heldFolder, held, releaseWarmUpMs }: ReleaseCase) {
  let document = before;
  const fetchFile = async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith(heldFolder)) await held;
    if (isManifestUrl(url) && url.startsWith('http://remotes.test/about/'))
      return new Response(manifestAt(aboutFiles, url));
    const content = aboutFiles[url];
    return content === undefined ? new Response('nope', { status: 404 }) : new Response(servedText(content));
  };
  const compose = createComposer({
    remoteSources: ['http://remotes.test'],
    readTemplate: async () => TEMPLATE,
    readShellCss: async () => [],
    readDiscovery: async () => document,
    releaseKey: async () => (document === after ? 'after' : 'before'),
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
      document = after;
    },
  };
}

/** A new area: mf_about added to a document without it, its files held. */
const newArea = (held: Promise<void>, releaseWarmUpMs?: number) =>
  composerWithRelease({ before: withoutArea, after: withArea, heldFolder: folderOf('build-1'), held, releaseWarmUpMs });

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
    const { page, release } = newArea(remote.held);
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
    expect(first?.body).toContain('<h1>Over Ons build-1</h1>');
    expect(answers.slice(0, -1).every((answer) => answer.status === 404)).toBe(true);
  });

  it('takes the new document after the warm-up limit when its area never answers: no request waits for it', async () => {
    const { page, release } = newArea(new Promise(() => {}), 30);
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

  it('composes with the version the document before names while the new one warms, though the new document no longer pins it', async () => {
    const newVersion = hold();
    const { page, release } = composerWithRelease({
      before: servingAbout('build-1'),
      after: servingAbout('build-2'),
      heldFolder: folderOf('build-2'),
      held: newVersion.held,
    });
    expect((await page('/over-ons')).body).toContain('<h1>Over Ons build-1</h1>');
    release();
    // build-2's files are on their way; build-1's page is checked by the pin of the document it is composed with.
    const meanwhile = await page('/over-ons');
    newVersion.release();
    expect(meanwhile.headers[COMPOSITION_HEADER]).toBe('area');
    expect(meanwhile.body).toContain('<h1>Over Ons build-1</h1>');
    let answer = meanwhile;
    while (!answer.body.includes('build-2')) {
      await nextTurn();
      answer = await page('/over-ons');
    }
    expect(answer.body).toContain('<h1>Over Ons build-2</h1>');
  });
});
