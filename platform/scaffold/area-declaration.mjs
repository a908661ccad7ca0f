// @ts-check
/**
 * What `pnpm new:remote` writes about a new remote besides its template files, and what
 * `pnpm remove:remote` takes out again: its area and menu entries in `mf-<name>/area.json`, which the
 * shell learns at run time from the discovery document (docs/discovery.md: base paths, page name,
 * description; label and position in each menu), and its build-time registry entry
 * (shared/src/apps.mjs: folder, port, Hosting site, production URL; no area).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_DECLARATION_FILE } from '@codekade/shared/discovery-format';

export { AREA_DECLARATION_FILE };

/** The menus an area's entry can name: header, mobile menu, footer, the 404 page's ways onward. */
export const MENUS = /** @type {const} */ (['header', 'mobile', 'footer', 'notFound']);

/**
 * A page's meta description until the team writes its own (the printed to-do says so): longer than
 * the 30 characters the first-HTML spec asks of every page's description.
 */
export const placeholderDescription = (/** @type {string} */ label) =>
  `${label} bij Codekade, het webbureau aan de Amsterdamse Houtmankade.`;

/** A new area's menu position lies this far after the last entry of each menu. */
const POSITION_STEP = 10;

/**
 * The area and menu entries of a new area: it joins every menu, last, under its label.
 * @param {{ basePath: string, label: string }} area
 * @param {Record<(typeof MENUS)[number], number>} positions
 */
export function areaDeclaration({ basePath, label }, positions) {
  return {
    area: { basePaths: [basePath], pageName: label, description: placeholderDescription(label) },
    menus: Object.fromEntries(MENUS.map((menu) => [menu, { label, position: positions[menu] }])),
  };
}

/**
 * The position after the last entry of each menu that the remotes' folders under `root` declare
 * (a declaration that cannot be read counts as none: the document's reader reports it).
 * @param {string} root
 * @param {readonly { dir: string }[]} remotes
 */
export function positionsAfter(root, remotes) {
  /** @type {unknown[]} */
  const declarations = remotes.flatMap((remote) => {
    const file = join(root, remote.dir, AREA_DECLARATION_FILE);
    try {
      return existsSync(file) ? [JSON.parse(readFileSync(file, 'utf8'))] : [];
    } catch {
      return [];
    }
  });
  const positionsIn = (/** @type {string} */ menu) =>
    declarations.flatMap((declaration) => {
      const position = /** @type {any} */ (declaration)?.menus?.[menu]?.position;
      return typeof position === 'number' && Number.isFinite(position) ? [position] : [];
    });
  return /** @type {Record<(typeof MENUS)[number], number>} */ (
    Object.fromEntries(MENUS.map((menu) => [menu, Math.max(0, ...positionsIn(menu)) + POSITION_STEP]))
  );
}

/**
 * The declaration's file text, formatted as the formatter leaves JSON (one-item lists on one line).
 * @param {ReturnType<typeof areaDeclaration>} declaration
 */
export const areaDeclarationText = (declaration) =>
  `${JSON.stringify(declaration, null, 2).replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]')}\n`;

export const REGISTRY_FILE = 'shared/src/apps.mjs';

const REMOTES_START = 'export const remoteApps = ';
const REMOTES_END = '\n]);';

/**
 * The registry entry of a new remote, indented as the registry's entries are: only what a build needs
 * (its area is in its area.json).
 * @param {{ name: string, dir: string, hostingSiteId: string, productionUrl: string }} names
 * @param {{ portOffset: number }} build
 */
export function registryEntry(names, { portOffset }) {
  return [
    '  {',
    `    name: '${names.name}',`,
    `    dir: '${names.dir}',`,
    `    portOffset: ${portOffset},`,
    `    hostingSiteId: '${names.hostingSiteId}',`,
    `    productionUrl: '${names.productionUrl}',`,
    '  },',
  ].join('\n');
}

/**
 * Where the remotes' list ends in the registry's text (before its closing `]);`).
 * @param {string} registry
 */
function remotesEnd(registry) {
  const start = registry.indexOf(REMOTES_START);
  const end = start < 0 ? -1 : registry.indexOf(REMOTES_END, start);
  if (end < 0) throw new Error(`${REGISTRY_FILE} has no list \`${REMOTES_START}[ ... ]);\` to add the remote to.`);
  return end;
}

/**
 * The registry's text with the entry added as the last remote.
 * @param {string} registry
 * @param {string} entry
 */
export function withRegistryEntry(registry, entry) {
  const end = remotesEnd(registry);
  return `${registry.slice(0, end)}\n${entry}${registry.slice(end)}`;
}

/**
 * The registry's text without the entry of the remote `name` (its lines from `  {` to `  },`).
 * @param {string} registry
 * @param {string} name a federation name such as `mf_jobs`
 */
export function withoutRegistryEntry(registry, name) {
  const end = remotesEnd(registry);
  const nameLine = registry.indexOf(`\n    name: '${name}',\n`);
  const open = registry.lastIndexOf('\n  {\n', nameLine);
  const close = registry.indexOf('\n  },', nameLine);
  if (nameLine < 0 || open < 0 || close < 0 || close > end)
    throw new Error(`${REGISTRY_FILE} has no entry of the form \`  {\\n    name: '${name}',\` … \`  },\` to remove.`);
  return registry.slice(0, open) + registry.slice(close + '\n  },'.length);
}
