/** Which browser specs cover one remote: its own spec, and the cross-cutting ones on its routes. */
import { remoteApps } from './app-registry.mjs';
import { areaDeclarationOf } from './discovery-document.mjs';

/** Specs that open every route; `check:remote` runs them on the remote's routes only. */
export const CROSS_CUTTING_SPECS = [
  'composition.spec.ts',
  'html-first.spec.ts',
  'every-route.spec.ts',
  'design-grid.spec.ts',
];

/** @param {{ dir: string }} app */
export const ownSpecOf = (app) => `${app.dir.replace(/^mf-/, '')}.spec.ts`;

/** @param {{ dir: string }} app */
export function e2eSpecsFor(app) {
  return [ownSpecOf(app), ...CROSS_CUTTING_SPECS];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Playwright's --grep matches a test's file and titles: the remote's own spec, tests that name the
 * remote (its fault tests), and tests titled with one of its paths (the area's base path or below it).
 * @param {{ dir: string, name: string }} app
 */
export function e2eGrepFor(app) {
  if (!remoteApps.some((remote) => remote.name === app.name))
    throw new Error(`${app.name} is not a remote of the registry.`);
  const basePath = /** @type {{ area: { basePaths: string[] } }} */ (areaDeclarationOf(app)).area.basePaths[0];
  const below = basePath === '/' ? '' : '|/';
  const path = `(?:^|\\s)${escapeRegExp(basePath)}(?=[\\s:]${below}|$)`;
  return [escapeRegExp(ownSpecOf(app)), `\\b${app.name}\\b`, path].join('|');
}
