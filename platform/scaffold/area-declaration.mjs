// @ts-check
/**
 * What `pnpm new:remote` writes about a new remote besides its template files, and what
 * `pnpm remove:remote` takes out again: its area and menu entries in `mf-<name>/area.json`, which the
 * shell learns at run time from the discovery document (docs/discovery.md: base paths, page name,
 * description; label and position in each menu), and its build facts in `mf-<name>/remote.json`
 * (federation name, port, Hosting site, production URL; no area), which the build-time registry
 * (platform/lib/app-registry.mjs) reads from every remote's folder.
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

/**
 * The build facts of a new remote, for its `remote.json` (platform/lib/remote-facts.mjs reads it):
 * only what a build needs; its area is in its area.json.
 * @param {{ name: string, hostingSiteId: string, productionUrl: string }} names
 * @param {{ portOffset: number }} build
 */
export const remoteFacts = (names, { portOffset }) => ({
  name: names.name,
  portOffset,
  hostingSiteId: names.hostingSiteId,
  productionUrl: names.productionUrl,
});
