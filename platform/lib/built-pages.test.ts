// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFragments } from '../build/prerender-plugin';
import { remoteApps } from './app-registry.mjs';
import { builtAreaHeadings, builtPages, firstHeadingText } from './built-pages.mjs';
import { areaDeclarationOf } from './discovery-document.mjs';

const root = mkdtempSync(join(tmpdir(), 'built-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: './routes', assets: { js: { sync: [] }, css: { sync: [], async: [] } } }],
  shared: [],
};

/**
 * Builds a remote's fragments in a workspace copy with the build's own writer, from a plan such as
 * the remote's src/prerender.tsx gives it (a bundle module in the copy).
 */
/** The main path of the area a remote declares (its area.json). */
const mainPathOf = (app: (typeof remoteApps)[number]) =>
  (areaDeclarationOf(app) as { area: { basePaths: string[] } }).area.basePaths[0] ?? '/';

async function buildRemote(app: (typeof remoteApps)[number], pages: string[], html = `'<p>' + path + '</p>'`) {
  const distDir = join(root, app.dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
  // The area the remote declares beside its build (docs/discovery.md).
  cpSync(join(import.meta.dirname, '../..', app.dir, 'area.json'), join(root, app.dir, 'area.json'));
  const bundle = join(root, app.dir, `prerender-${Date.now()}-${Math.random()}.mjs`);
  const plan = { remote: app.name, basePath: mainPathOf(app), pages, notFound: [], redirects: [] };
  writeFileSync(
    bundle,
    `export default { plan: ${JSON.stringify(plan)}, render: async (path) => ({ html: ${html}, meta: { title: 'Pagina ' + path, description: 'Over ' + path } }) };`,
  );
  await writeFragments({ distDir, bundle, buildId: 'b1' });
}

describe("the site's pages, as the built remotes publish them", () => {
  it("are every page of every remote's prerender plan, with the title each page declares", async () => {
    for (const app of remoteApps) await buildRemote(app, [mainPathOf(app)]);
    expect(builtPages(root)).toEqual(
      remoteApps.map((app) => ({ path: mainPathOf(app), remote: app.name, pageName: `Pagina ${mainPathOf(app)}` })),
    );
  });

  it('follow a service a plan adds, with no list to edit (the e2e routes, bench and screenshots read them)', async () => {
    const services = remoteApps.find((app) => app.name === 'mf_services');
    if (!services) throw new Error('no services remote');
    await buildRemote(services, ['/diensten', '/diensten/hosting']);
    expect(builtPages(root).map((page) => page.path)).toContain('/diensten/hosting');
  });

  it('refuse an unbuilt remote and an index that is not one, in English for the developer', () => {
    const copy = mkdtempSync(join(tmpdir(), 'built-pages-copy-'));
    try {
      cpSync(root, copy, { recursive: true });
      rmSync(join(copy, 'mf-about', 'dist'), { recursive: true });
      expect(() => builtPages(copy)).toThrow(/mf-about is not built .* run pnpm build first/);
      cpSync(join(root, 'mf-about'), join(copy, 'mf-about'), { recursive: true });
      writeFileSync(join(copy, 'mf-about', 'dist', 'ssr', 'index.json'), JSON.stringify({ remote: 'mf_home' }));
      expect(() => builtPages(copy)).toThrow(/is not usable: it is not mf_about's index/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("give each area's landing heading as prerendered, for every remote of the registry", async () => {
    for (const app of remoteApps)
      await buildRemote(
        app,
        [mainPathOf(app)],
        `'<header><h1 class="t">Kop van <em>' + path + '</em> &amp; meer</h1></header>'`,
      );
    expect(builtAreaHeadings(root)).toEqual(
      Object.fromEntries(remoteApps.map((app) => [app.name, `Kop van ${mainPathOf(app)} & meer`])),
    );
    await buildRemote(remoteApps[0] as (typeof remoteApps)[number], [
      mainPathOf(remoteApps[0] as (typeof remoteApps)[number]),
    ]);
    expect(() => builtAreaHeadings(root)).toThrow(/has no <h1>/);
  });

  it.each([
    ['<h1>Over Ons</h1>', 'Over Ons'],
    ['<div><h1 id="x" class="y">Van idee tot impact</h1><h1>Tweede</h1></div>', 'Van idee tot impact'],
    ['<h1>Tom &amp; Jerry&#x27;s &lt;b&gt;</h1>', "Tom & Jerry's <b>"],
    ['<h1\n>Kop</h1>', 'Kop'],
    ['<h10>Geen kop</h10>', undefined],
    ['<p>Geen kop</p>', undefined],
  ])('firstHeadingText(%j) is %j', (html, text) => {
    expect(firstHeadingText(html)).toBe(text);
  });
});
