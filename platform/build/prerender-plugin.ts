/**
 * Writes a remote's prerendered pages next to its `mf-manifest.json` once its build is done, so the
 * HTML always ships with the code that hydrates it (see ../src/fragments.ts for the format).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROUTES_EXPOSE } from '@codekade/shared/contract';
import { AREA_DECLARATION_FILE } from '@codekade/shared/discovery';
import { checkDeclaration } from '@codekade/shared/discovery-reader';
import { FRAGMENT_SLOTS, type FragmentSlotName, isFragmentSlotName } from '@codekade/shared/fragment-slots';
import {
  FRAGMENT_INDEX_FILE,
  FRAGMENTS_DIR,
  type FragmentIndex,
  fragmentFileFor,
  type PageFragment,
  type SlotFragment,
  slotFragmentFileFor,
} from '@codekade/shared/fragments';
import type { Prerenderer } from '@codekade/shared/prerender';
import { type RemoteManifest, routesFilesOf } from '@codekade/shared/remote-manifest';
import type { RsbuildPlugin } from '@rsbuild/core';
import { cssUsedByHtml } from './css-used-by-html';

/**
 * The files a remote's routes need at first load, read from its own federation manifest. The CSS to
 * inline also covers the shared package's components (their class names are the same in every build).
 */
function routesAssets(manifest: RemoteManifest) {
  const { scripts, styles, laterStyles } = routesFilesOf(manifest);
  const sharedPackageStyles = manifest.shared
    .filter((shared) => shared.name.startsWith('@codekade/shared/'))
    .flatMap((shared) => [...shared.assets.css.sync, ...shared.assets.css.async]);
  return { scripts, styles, allStyles: [...new Set([...styles, ...laterStyles, ...sharedPackageStyles])] };
}

/** The files of the routes' later chunks of these names (`webpackChunkName`), as the manifest lists them. */
function namedChunkFiles(manifest: RemoteManifest, names: readonly string[]): string[] {
  const later = manifest.exposes.find((expose) => expose.path === ROUTES_EXPOSE)?.assets.js.async ?? [];
  return names.map((name) => {
    const file = later.find((candidate) => candidate.slice(candidate.lastIndexOf('/') + 1).startsWith(`${name}.`));
    if (!file) throw new Error(`The prerender plan names a page chunk "${name}" that the routes' build does not have.`);
    return file;
  });
}

/**
 * The CSS the prerender build emitted beside its bundle: the styles of everything it renders, a slot's
 * own components included, which no page of the remote's browser build may use.
 */
function prerenderCss(bundle: string): string {
  const dir = join(dirname(bundle), 'static', 'css');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

function writeJson(distDir: string, file: string, value: unknown): void {
  const target = join(distDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(value));
}

export async function writeFragments({
  distDir,
  bundle,
  buildId,
}: {
  distDir: string;
  bundle: string;
  buildId: string;
}) {
  const { plan, render, renderSlot } = ((await import(pathToFileURL(bundle).href)) as { default: Prerenderer }).default;
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
  const assets = routesAssets(manifest);
  // Chunks split per consumer can repeat a file's CSS under another name.
  const css = [...new Set(assets.allStyles.map((file) => readFileSync(join(distDir, file), 'utf8')))].join('\n');
  // The remote declares its own area (docs/discovery.md): its page name and description are a page's default meta.
  const areaFile = join(dirname(distDir), AREA_DECLARATION_FILE);
  const declared = checkDeclaration(existsSync(areaFile) ? JSON.parse(readFileSync(areaFile, 'utf8')) : undefined);
  if (typeof declared === 'string') throw new Error(`${areaFile}: ${declared} (docs/discovery.md).`);
  const { area } = declared;

  const fragmentOf = async (path: string, status: PageFragment['status']): Promise<PageFragment> => {
    const rendered = await render(path);
    if (/<script/i.test(rendered.html)) {
      throw new Error(`The prerendered HTML of ${path} holds a script; the composed page runs no inline script.`);
    }
    // React puts resource hints (an image preload) before a fragment's markup; they belong in the head.
    const resourceHints = /^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '';
    const { meta } = rendered;
    return {
      remote: plan.remote,
      buildId,
      path,
      status,
      head: meta ?? { title: area.pageName, description: area.description },
      html: rendered.html.slice(resourceHints.length),
      resourceHints,
      css,
      preload: {
        scripts: [...assets.scripts, ...namedChunkFiles(manifest, plan.pageChunks?.(path) ?? [])],
        styles: assets.styles,
      },
      inlinedStyles: assets.allStyles,
    };
  };

  for (const path of plan.pages) writeJson(distDir, fragmentFileFor(path), await fragmentOf(path, 200));
  const notFound = [];
  for (const [index, { pattern, sample }] of plan.notFound.entries()) {
    const file = `${FRAGMENTS_DIR}/not-found/${index}.json`;
    writeJson(distDir, file, await fragmentOf(sample, 404));
    notFound.push({ pattern, file });
  }
  const slots = Object.keys(plan.slots ?? {}).filter((name): name is FragmentSlotName => {
    if (isFragmentSlotName(name) && FRAGMENT_SLOTS[name].publisher === plan.remote) return true;
    throw new Error(`${plan.remote} may not publish the fragment slot "${name}" (shared/src/fragment-slots.ts).`);
  });
  for (const name of slots) {
    const html = await renderSlot(name);
    if (/<script/i.test(html)) throw new Error(`The slot ${name} holds a script; a slot is HTML alone.`);
    // React writes a preload for a picture with a high fetch priority: a slot's pictures load lazily.
    if (/^<link/i.test(html)) throw new Error(`The slot ${name} preloads a file; a slot loads nothing up front.`);
    const slotCss = cssUsedByHtml(prerenderCss(bundle), html);
    const fragment: SlotFragment = { remote: plan.remote, buildId, slot: name, html, css: slotCss };
    writeJson(distDir, slotFragmentFileFor(name), fragment);
  }
  const fragmentIndex: FragmentIndex = {
    remote: plan.remote,
    buildId,
    pages: plan.pages,
    slots,
    notFound,
    redirects: plan.redirects,
  };
  writeJson(distDir, FRAGMENT_INDEX_FILE, fragmentIndex);
  return fragmentIndex;
}

/** Runs the remote's prerender bundle (environment `prerender`) after every build. */
export function prerenderPlugin({ buildId }: { buildId: string }): RsbuildPlugin {
  return {
    name: 'codekade:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const federated = environments.federated;
        const prerender = environments.prerender;
        if (!federated || !prerender) return;
        const started = performance.now();
        const index = await writeFragments({
          distDir: federated.distPath,
          bundle: join(prerender.distPath, 'prerender.js'),
          buildId,
        });
        const count = index.pages.length + index.notFound.length;
        const slots = index.slots?.length ? ` and ${index.slots.length} slot fragment(s)` : '';
        api.logger.info(`prerendered ${count} pages${slots} in ${Math.round(performance.now() - started)} ms`);
      });
    },
  };
}
