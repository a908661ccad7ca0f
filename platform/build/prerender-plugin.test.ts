// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFragments } from './prerender-plugin';

const root = mkdtempSync(join(tmpdir(), 'prerender-slots-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const manifest = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [{ path: './routes', assets: { js: { sync: [] }, css: { sync: [], async: [] } } }],
  shared: [],
};

/**
 * Builds mf-projects' fragments with the build's writer from a prerender bundle that publishes the
 * recent-work slot as `slotHtml`, beside the CSS its prerender build emitted.
 */
async function buildWithSlot(slotHtml: string, remote = 'mf_projects') {
  const dir = mkdtempSync(join(root, 'build-'));
  const distDir = join(dir, 'dist');
  mkdirSync(join(dir, 'dist-prerender', 'static', 'css'), { recursive: true });
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'mf-manifest.json'), JSON.stringify(manifest));
  // The area the remote declares beside its build (docs/discovery.md): the projects'.
  cpSync(join(import.meta.dirname, '../../mf-projects/area.json'), join(dir, 'area.json'));
  writeFileSync(
    join(dir, 'dist-prerender', 'static', 'css', 'prerender.css'),
    '.band{padding:1rem}.page-only{margin:0}@media (min-width:40em){.band{padding:2rem}.page-only{gap:0}}',
  );
  const bundle = join(dir, 'dist-prerender', 'prerender.mjs');
  const plan = { remote, basePath: '/projecten', pages: ['/projecten'], notFound: [], redirects: [] };
  writeFileSync(
    bundle,
    `export default { plan: { ...${JSON.stringify(plan)}, slots: { 'recent-work': () => null } },
      render: async () => ({ html: '<p class="page-only">x</p>', meta: null }),
      renderSlot: async () => ${JSON.stringify(slotHtml)} };`,
  );
  const index = await writeFragments({ distDir, bundle, buildId: 'b1' });
  return { index, distDir };
}

describe("a remote's slot fragments, as its build writes them", () => {
  it('are written beside its pages with the CSS rules the slot uses, and listed in its index', async () => {
    const { index, distDir } = await buildWithSlot('<section class="band"><a href="/projecten">x</a></section>');
    expect(index.slots).toEqual(['recent-work']);
    expect(JSON.parse(readFileSync(join(distDir, 'ssr', 'slots', 'recent-work.json'), 'utf8'))).toEqual({
      remote: 'mf_projects',
      buildId: 'b1',
      slot: 'recent-work',
      html: '<section class="band"><a href="/projecten">x</a></section>',
      css: '.band{padding:1rem}@media (min-width:40em){.band{padding:2rem}}',
    });
  });

  it('refuse a slot that holds a script or preloads a file, and one the remote does not publish', async () => {
    await expect(buildWithSlot('<p>x</p><script>alert(1)</script>')).rejects.toThrow(/holds a script/);
    await expect(buildWithSlot('<link rel="preload" as="image" href="x.webp"/><p>x</p>')).rejects.toThrow(
      /preloads a file/,
    );
    await expect(buildWithSlot('<p>x</p>', 'mf_about')).rejects.toThrow(/mf_about may not publish/);
  });
});

describe("a page's own chunks", () => {
  /** Writes mf-services' fragments for one page whose plan names `chunks` as its own. */
  async function buildPageWithChunks(chunks: string[]) {
    const dir = mkdtempSync(join(root, 'page-chunks-'));
    const distDir = join(dir, 'dist');
    mkdirSync(distDir, { recursive: true });
    const routes = { sync: ['static/js/async/routes.1.js'], async: ['static/js/async/service-seo.abc123.js'] };
    writeFileSync(
      join(distDir, 'mf-manifest.json'),
      JSON.stringify({
        ...manifest,
        exposes: [{ path: './routes', assets: { ...manifest.exposes[0]?.assets, js: routes } }],
      }),
    );
    cpSync(join(import.meta.dirname, '../../mf-services/area.json'), join(dir, 'area.json'));
    const bundle = join(dir, 'prerender.mjs');
    const plan = {
      remote: 'mf_services',
      basePath: '/diensten',
      pages: ['/diensten/seo'],
      notFound: [],
      redirects: [],
    };
    writeFileSync(
      bundle,
      `export default { plan: { ...${JSON.stringify(plan)}, pageChunks: () => ${JSON.stringify(chunks)} },
        render: async () => ({ html: '<h1>SEO</h1>', meta: null }) };`,
    );
    await writeFragments({ distDir, bundle, buildId: 'b1' });
    return JSON.parse(readFileSync(join(distDir, 'ssr', 'pages', 'diensten', 'seo.json'), 'utf8'));
  }

  it('are preloaded with the routes files, so its data does not wait for the routes code to ask for it', async () => {
    const fragment = await buildPageWithChunks(['service-seo']);
    expect(fragment.preload.scripts).toEqual([
      'remoteEntry.js',
      'static/js/async/routes.1.js',
      'static/js/async/service-seo.abc123.js',
    ]);
  });

  it('fail the build when the routes build has no chunk of that name', async () => {
    await expect(buildPageWithChunks(['service-hosting'])).rejects.toThrow(/page chunk "service-hosting"/);
  });
});
