// @ts-check
/**
 * The discovery document (docs/discovery.md) of a run: every remote of the registry with its
 * manifest's URL and the area and menu entries its folder declares (`mf-<name>/area.json`), in the
 * registry's order. The shell and its composer read it at run time with `parseDiscovery`, which
 * checks every entry; this only joins the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_DECLARATION_FILE, DISCOVERY_FORMAT } from '@codekade/shared/discovery-format';
import { remoteApps } from './app-registry.mjs';
import { localRemotesConfig, productionRemotesConfig } from './apps.mjs';
import { builtManifestPin } from './integrity-pins.mjs';
import { repoRoot } from './run.mjs';

/**
 * The area and menu entries a remote's folder declares, as written (checked by the document's reader).
 * @param {{ dir: string }} app
 * @param {string} root the workspace
 * @returns {unknown}
 */
export function areaDeclarationOf(app, root = repoRoot) {
  const file = join(root, app.dir, AREA_DECLARATION_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The pin of the remote's built manifest (`mf-<name>/dist/mf-manifest.json`), from the build in the
 * workspace, never from the site that serves it; undefined before its build (the area then fails closed).
 * @param {{ dir: string }} app
 * @param {string} root the workspace
 */
export const builtPinOf = (app, root = repoRoot) => builtManifestPin(join(root, app.dir, 'dist'));

/**
 * The document naming each remote's manifest as `manifests` does (remote name to URL), and pinning
 * it as `pinOf` says (the built manifest's digest by default; issue 48).
 * @param {Record<string, string>} manifests
 * @param {{ apps?: readonly { name: string, dir: string }[], root?: string, pinOf?: (app: { name: string, dir: string }) => string | undefined }} [options]
 */
export function discoveryDocument(
  manifests,
  { apps = remoteApps, root = repoRoot, pinOf = (app) => builtPinOf(app, root) } = {},
) {
  return {
    format: DISCOVERY_FORMAT,
    remotes: apps.map((app) => {
      const declared = /** @type {Record<string, unknown>} */ (areaDeclarationOf(app, root));
      const integrity = pinOf(app);
      return {
        name: app.name,
        manifest: manifests[app.name],
        ...(integrity ? { integrity } : {}),
        area: declared.area,
        menus: declared.menus,
      };
    }),
  };
}

/** The document of a local run whose shell listens on `portBase`: every remote on its loopback port. */
export const localDiscovery = (/** @type {number | undefined} */ portBase) =>
  discoveryDocument(localRemotesConfig(portBase));

/** The document of the production site: every remote at its own production URL. */
export const productionDiscovery = () => discoveryDocument(productionRemotesConfig());
