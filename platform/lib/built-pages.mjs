/**
 * The site's pages as the built remotes publish them: each remote's build writes its prerender plan
 * (src/prerender.tsx) into dist/ssr/index.json, the file the composer reads for the sitemap. The e2e
 * route list, the bench and the screenshots read the same files, so a page a remote adds (a service,
 * a project) is tested, measured and listed with no list to edit. Read after `pnpm build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { remoteApps } from './app-registry.mjs';
import { areaDeclarationOf } from './discovery-document.mjs';
import { repoRoot } from './run.mjs';

const jiti = createJiti(import.meta.url);
/** The composer's own fragment reader: TypeScript, loaded with jiti through @codekade/shared's exports. */
/** @type {typeof import('@codekade/shared/fragments')} */
const fragments = await jiti.import('@codekade/shared/fragments');

/**
 * Every remote's built index, in the registry's order, checked by the composer's own reader.
 * @param {string} root the workspace (a copy of it in tests)
 */
export function builtIndexes(root = repoRoot) {
  return remoteApps.map((app) => {
    const file = join(root, app.dir, 'dist', fragments.FRAGMENT_INDEX_FILE);
    if (!existsSync(file)) throw new Error(`${app.dir} is not built (${file} is missing): run pnpm build first.`);
    return { app, index: fragments.parseFragmentIndex(JSON.parse(readFileSync(file, 'utf8')), app.name, file) };
  });
}

/**
 * Every public page of the built site with the page name its fragment declares for its title.
 * @param {string} root
 * @returns {{ path: string; remote: string; pageName: string }[]}
 */
export function builtPages(root = repoRoot) {
  return builtIndexes(root).flatMap(({ app, index }) =>
    index.pages.map((path) => {
      const file = join(root, app.dir, 'dist', fragments.fragmentFileFor(path));
      const title = JSON.parse(readFileSync(file, 'utf8'))?.head?.title;
      if (typeof title !== 'string') throw new Error(`${file} declares no title.`);
      return { path, remote: app.name, pageName: title };
    }),
  );
}

/** The characters React escapes in text, and what they stand for. */
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/**
 * The text of the first `<h1>` of prerendered HTML (its tags dropped, React's escapes undone).
 * @param {string} html
 */
export function firstHeadingText(html) {
  const inner = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return undefined;
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[/** @type {keyof typeof ENTITIES} */ (entity)])
    .trim();
}

/**
 * The h1 of each area's landing page (the first base path its area.json declares) as the built remote prerendered it, by remote:
 * the browser tests find an area's page by it, for every remote of the registry.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function builtAreaHeadings(root = repoRoot) {
  return Object.fromEntries(
    remoteApps.map((app) => {
      const mainPath =
        /** @type {{ area: { basePaths: string[] } }} */ (areaDeclarationOf(app, root)).area.basePaths[0] ?? '/';
      const file = join(root, app.dir, 'dist', fragments.fragmentFileFor(mainPath));
      if (!existsSync(file)) throw new Error(`${app.dir} is not built (${file} is missing): run pnpm build first.`);
      const heading = firstHeadingText(String(JSON.parse(readFileSync(file, 'utf8'))?.html ?? ''));
      if (!heading) throw new Error(`${file}: the page ${mainPath} has no <h1>.`);
      return [app.name, heading];
    }),
  );
}
