// @vitest-environment node
import { PRODUCTION_APP_SOURCES } from '@codekade/serving/content-security-policy';
import { DISCOVERY_FORMAT } from '@codekade/shared/discovery';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { discoveryFromFile, discoveryFromUrl } from './discovery-source';

const URL_OF_DOCUMENT = 'https://codekade-discovery.web.app/discovery.json';
const BUILT = { format: DISCOVERY_FORMAT, remotes: [] };
const documentNaming = (name: string) => ({ format: DISCOVERY_FORMAT, remotes: [{ name }] });

/** A document site whose answer and clock the test sets, counting its fetches. */
function site(answer: () => Response | Promise<Response>) {
  const state = { time: 0, fetches: 0, warnings: [] as string[] };
  const source = discoveryFromUrl({
    url: URL_OF_DOCUMENT,
    fetch: async () => {
      state.fetches += 1;
      return answer();
    },
    fallback: async () => BUILT,
    checkMs: 5000,
    warn: (message) => state.warnings.push(message),
    now: () => state.time,
  });
  return { source, state };
}

describe('the discovery document released on a site of its own', () => {
  it('is fetched once before the first request, then again only in the background at most once per checkMs', async () => {
    let served: unknown = documentNaming('mf_a');
    const { source, state } = site(() => Response.json(served));
    const first = await source.key();
    expect(await source.read()).toEqual(documentNaming('mf_a'));
    expect(state.fetches).toBe(1);
    state.time = 4999;
    expect(await source.key()).toBe(first);
    expect(state.fetches).toBe(1);
    // A new release of the document: the request that finds the check due is not held up by it.
    served = documentNaming('mf_b');
    state.time = 5000;
    expect(await source.key()).toBe(first);
    await new Promise((done) => setTimeout(done, 0));
    expect(state.fetches).toBe(2);
    expect(await source.key()).not.toBe(first);
    expect(await source.read()).toEqual(documentNaming('mf_b'));
  });

  it('keeps the last good document when a fetch fails or brings a bad one, with one warning per run of failures', async () => {
    let answer: () => Response = () => Response.json(documentNaming('mf_a'));
    const { source, state } = site(() => answer());
    const good = await source.key();
    const bad: (() => Response)[] = [
      () => new Response('nope', { status: 503 }),
      () => new Response('{"format":'),
      () => Response.json({ format: 'codekade-discovery/2', remotes: [] }),
      () => Response.json([]),
      () => new Response('x'.repeat(300 * 1024)),
      () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const [index, next] of bad.entries()) {
      answer = next;
      state.time = (index + 1) * 5000;
      await source.key();
      await new Promise((done) => setTimeout(done, 0));
      expect(await source.key()).toBe(good);
      expect(await source.read()).toEqual(documentNaming('mf_a'));
    }
    expect(state.warnings).toHaveLength(1);
    expect(state.warnings[0]).toContain('the last good one stays');
  });

  it('uses the built document until one was fetched well', async () => {
    const { source, state } = site(() => new Response('nope', { status: 404 }));
    expect(await source.key()).toBe('discovery:built');
    expect(await source.read()).toEqual(BUILT);
    expect(state.warnings[0]).toContain('the built one stays');
  });

  it('never throws and keeps a good document whatever body a generated answer brings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        async (body) => {
          const { source } = site(() => new Response(body));
          await source.key();
          const json = await source.read();
          expect(json === BUILT || (json as { format?: unknown }).format === DISCOVERY_FORMAT).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('the file composer with a discovery document released on its own site', () => {
  it("composes with the site's document, not the shell build's, and keeps it when the site fails", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createFileComposer } = await import('./index');
    const distDir = mkdtempSync(join(tmpdir(), 'discovery-source-'));
    try {
      mkdirSync(join(distDir, 'static/css'), { recursive: true });
      writeFileSync(
        join(distDir, 'index.html'),
        '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
          '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>',
      );
      writeFileSync(join(distDir, 'discovery.json'), JSON.stringify(BUILT));
      const werkwijze = {
        name: 'mf_werkwijze',
        manifest: 'https://codekade-werkwijze.web.app/mf-manifest.json',
        area: { basePaths: ['/werkwijze'], pageName: 'Werkwijze', description: 'Hoe Codekade werkt.' },
        menus: { header: { label: 'Werkwijze', position: 50 } },
      };
      let documentAnswer = () => Response.json({ format: DISCOVERY_FORMAT, remotes: [werkwijze] });
      const compose = createFileComposer({
        remoteSources: PRODUCTION_APP_SOURCES,
        distDir,
        discoveryUrl: URL_OF_DOCUMENT,
        siteUrl: 'https://www.codekade.nl',
        fetch: async (url) =>
          String(url) === URL_OF_DOCUMENT ? documentAnswer() : new Response('nope', { status: 404 }),
        warn: () => undefined,
      });
      const page = await compose('/bestaat-niet', 'https://www.codekade.nl');
      expect(page.body).toMatch(/<a [^>]*href="\/werkwijze"[^>]*>Werkwijze<\/a>/);
      // The plain document is the composer's too: the one it composes with, not the build's file.
      const plain = await compose('/discovery.json', 'https://www.codekade.nl');
      expect(plain.status).toBe(200);
      expect(plain.headers['Content-Type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(plain.body)).toMatchObject({ format: DISCOVERY_FORMAT, remotes: [{ name: 'mf_werkwijze' }] });
      documentAnswer = () => new Response('kapot', { status: 500 });
      // The next release check is due (only Date is faked: the fetches still settle).
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6000);
      await compose('/bestaat-niet', 'https://www.codekade.nl');
      await new Promise((done) => setTimeout(done, 10));
      const later = await compose('/bestaat-niet', 'https://www.codekade.nl');
      expect(later.body).toMatch(/<a [^>]*href="\/werkwijze"[^>]*>Werkwijze<\/a>/);
    } finally {
      vi.useRealTimers();
      rmSync(distDir, { recursive: true, force: true });
    }
    // Reading a build from disk and composing is slow on a loaded machine: the limit is not what is tested.
  }, 60_000);
});

describe('the local discovery document, a file per release (issue 47: a bad one gave 500 on every page)', () => {
  const entry = (index: number) => ({
    name: `mf_area${index}`,
    manifest: `http://localhost:${4000 + (index % 1000)}/mf-manifest.json`,
    area: { basePaths: [`/gebied-${index}`], pageName: `Gebied ${index}`, description: 'Een gebied.' },
    menus: { header: { label: `Gebied ${index}`, position: index } },
  });
  const documentOf = (count: number) => ({
    format: DISCOVERY_FORMAT,
    remotes: Array.from({ length: count }, (_, i) => entry(i)),
  });

  async function folder() {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync, truncateSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'local-discovery-'));
    mkdirSync(join(dir, 'static/css'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="nl"><head><title>Codekade - Home</title>' +
        '<meta name="description" content="standaard"></head><body><div id="root"></div></body></html>',
    );
    let release = 0;
    let live = '';
    /** Releases `text` as the live document, in a folder of its own as the local hosting does. */
    const releaseText = (text: string | { sizeBytes: number }) => {
      release += 1;
      live = join(dir, `release-${release}.json`);
      if (typeof text === 'string') writeFileSync(live, text);
      else {
        writeFileSync(live, '');
        truncateSync(live, text.sizeBytes);
      }
    };
    return { dir, live: () => live, releaseText, remove: () => rmSync(dir, { recursive: true, force: true }) };
  }

  it('keeps the last good document through broken, empty, huge and foreign releases, one warning each', async () => {
    const files = await folder();
    const warnings: string[] = [];
    let time = 0;
    const source = discoveryFromFile({
      file: files.live,
      fallback: async () => BUILT,
      warn: (message) => warnings.push(message),
      now: () => time,
    });
    try {
      files.releaseText(JSON.stringify(documentNaming('mf_a')));
      const goodKey = await source.key();
      expect(await source.read()).toEqual(documentNaming('mf_a'));
      for (const bad of [
        '{"format":',
        '',
        'null',
        JSON.stringify({ format: 'x', remotes: [] }),
        { sizeBytes: 50 * 1024 * 1024 },
      ]) {
        files.releaseText(bad);
        for (let look = 0; look < 3; look += 1) {
          time += 1000;
          expect(await source.key()).toBe(goodKey);
          expect(await source.read()).toEqual(documentNaming('mf_a'));
        }
      }
      // One warning per release, however often it is looked at.
      expect(warnings).toHaveLength(5);
      expect(warnings.every((message) => message.includes('the last good one stays'))).toBe(true);
      expect(warnings[4]).toContain(`larger than ${256 * 1024} bytes`);
    } finally {
      files.remove();
    }
  });

  it('gives the layout without areas, never a failure, when the first release is already broken', async () => {
    const files = await folder();
    const { createFileComposer } = await import('./index');
    try {
      files.releaseText('{"remotes": ');
      const compose = createFileComposer({
        remoteSources: ['http://localhost:*'],
        distDir: files.dir,
        discoveryFile: files.live,
        siteUrl: 'http://localhost:3000',
        warn: () => undefined,
      });
      const page = await compose('/', 'http://localhost:3000');
      expect(page.status).toBe(404);
      expect(JSON.parse((await compose('/discovery.json', 'http://localhost:3000')).body)).toEqual({
        format: DISCOVERY_FORMAT,
        remotes: [],
      });
      expect((await compose('/sitemap.xml', 'http://localhost:3000')).status).toBe(200);
    } finally {
      files.remove();
    }
  }, 60_000);

  it("bounds a document of thousands of entries as production does: refused past 256 KiB, else the reader's 40 areas and one warning", async () => {
    const files = await folder();
    const { createFileComposer } = await import('./index');
    const warnings: string[] = [];
    try {
      files.releaseText(JSON.stringify(documentOf(3)));
      const compose = createFileComposer({
        remoteSources: ['http://localhost:*'],
        distDir: files.dir,
        discoveryFile: files.live,
        siteUrl: 'http://localhost:3000',
        warn: (message) => warnings.push(message),
      });
      const headerLinks = async () =>
        JSON.parse((await compose('/discovery.json', 'http://localhost:3000')).body).remotes.length as number;
      expect(await headerLinks()).toBe(3);
      // 10,000 entries: far past the limit, refused whole; the three areas stay.
      files.releaseText(JSON.stringify(documentOf(10_000)));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2000);
      expect(await headerLinks()).toBe(3);
      expect(warnings).toEqual([expect.stringContaining(`larger than ${256 * 1024} bytes`)]);
      // 600 entries fit: the reader keeps its 40 and says so in one line, not 560.
      files.releaseText(JSON.stringify(documentOf(600)));
      vi.setSystemTime(Date.now() + 2000);
      // Taken once its new areas were read (release-warm-up.ts; none of them answers here).
      await vi.waitFor(async () => expect(await headerLinks()).toBe(40), { timeout: 10_000, interval: 20 });
      const page = await compose('/bestaat-niet', 'http://localhost:3000');
      expect(page.body.match(/href="\/gebied-/g)?.length ?? 0).toBeLessThanOrEqual(2 * 40);
      expect(warnings).toHaveLength(2);
      expect(warnings[1]).toContain('and 557 more entries left out');
    } finally {
      vi.useRealTimers();
      files.remove();
    }
  }, 60_000);
});
