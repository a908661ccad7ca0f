// @ts-check
/**
 * The discovery document (docs/discovery.md) of a run: every remote of the registry with its
 * manifest's URL, the version it serves and the pins of its versions (docs/integrity.md), and the
 * area and menu entries its folder declares (`mf-<name>/area.json`), in the registry's order. The
 * shell and its composer read it at run time with `parseDiscovery`, which checks every entry; this
 * only joins the files and the pins.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_DECLARATION_FILE, DISCOVERY_FORMAT } from '@codekade/shared/discovery-format';
import { withVersionPin } from '@codekade/shared/integrity';
import { readVersionPins } from '@codekade/shared/pins-schema';
import { remoteApps } from './app-registry.mjs';
import { localRemotesConfig, productionRemotesConfig } from './apps.mjs';
import { builtManifestPin } from './integrity-pins.mjs';
import { buildIdOf } from './release-versions.mjs';
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
 * @typedef {import('@codekade/shared/integrity').VersionPin} VersionPin
 * @typedef {{ version?: string, pins: VersionPin[] }} PinnedVersions the version an entry serves and every version it pins
 * @typedef {(app: { name: string, dir: string }) => PinnedVersions | undefined} VersionsOf
 */

/**
 * The version a build folder holds and the pin of its manifest, from the build's own output (never
 * from a site that serves it); undefined for a folder without a built manifest.
 * @param {string} buildDir
 * @returns {VersionPin | undefined}
 */
export function pinOfBuild(buildDir) {
  const version = buildIdOf(buildDir);
  const integrity = builtManifestPin(buildDir);
  return version && integrity ? { version, integrity } : undefined;
}

/**
 * Each remote's workspace build (`mf-<name>/dist`) as the version it serves: what npm start's first
 * release and a test's hosting publish. A remote not built yet pins nothing (its area fails closed).
 * @param {string} root the workspace
 * @returns {VersionsOf}
 */
export const workspaceBuilds =
  (root = repoRoot) =>
  (app) => {
    const built = pinOfBuild(join(root, app.dir, 'dist'));
    return built && { version: built.version, pins: [built] };
  };

/**
 * The versions a discovery document (as released, hostile until read) serves and pins per remote:
 * what a release of the document carries over, so no pin is ever written by hand.
 * @param {unknown} document
 * @returns {VersionsOf}
 */
export function versionsOfDocument(document) {
  const entries = /** @type {{ remotes?: unknown } | undefined} */ (document)?.remotes;
  return (app) => {
    const entry = Array.isArray(entries) ? entries.find((remote) => remote?.name === app.name) : undefined;
    if (!entry) return undefined;
    const pins = readVersionPins(entry.pins ?? []);
    if (typeof pins === 'string' || pins.length === 0) return undefined;
    const version = pins.some((pin) => pin.version === entry.version) ? entry.version : undefined;
    return { ...(version ? { version } : {}), pins };
  };
}

/**
 * `versionsOf` with one remote's released build pinned first (issue 48): the version it serves too
 * when the release is to everyone (`serve`), only pinned for a candidate (its rollout picks it).
 * @param {VersionsOf} versionsOf
 * @param {string} remote federation name
 * @param {VersionPin} released
 * @param {{ serve: boolean }} options
 * @returns {VersionsOf}
 */
export function withReleasedBuild(versionsOf, remote, released, { serve }) {
  return (app) => {
    const before = versionsOf(app);
    if (app.name !== remote) return before;
    const version = serve ? released.version : before?.version;
    return { ...(version ? { version } : {}), pins: withVersionPin(before?.pins ?? [], released, version) };
  };
}

/**
 * A released document with `remote`'s build pinned (and served unless `serve` is false), every other
 * entry as it was: the second step of a release of that remote (issue 48).
 * @param {{ remotes: unknown[] } & Record<string, unknown>} document
 * @param {string} remote
 * @param {VersionPin} released
 * @param {{ serve: boolean }} options
 */
export function documentWithReleasedBuild(document, remote, released, options) {
  const versionsOf = withReleasedBuild(versionsOfDocument(document), remote, released, options);
  return {
    ...document,
    remotes: document.remotes.map((entry) => {
      const named = /** @type {Record<string, unknown>} */ (entry);
      if (named?.name !== remote) return entry;
      const { version: _version, pins: _pins, ...rest } = named;
      const pinned = /** @type {PinnedVersions} */ (versionsOf({ name: remote, dir: '' }));
      return { ...rest, ...(pinned.version ? { version: pinned.version } : {}), pins: pinned.pins };
    }),
  };
}

/**
 * The document naming each remote's manifest as `manifests` does (remote name to URL), with the
 * version each serves and the pins of its versions as `versionsOf` says (none by default: an entry
 * without them loads nothing; issue 48, docs/integrity.md).
 * @param {Record<string, string>} manifests
 * @param {{ apps?: readonly { name: string, dir: string }[], root?: string, versionsOf?: VersionsOf }} [options]
 */
export function discoveryDocument(
  manifests,
  { apps = remoteApps, root = repoRoot, versionsOf = () => undefined } = {},
) {
  return {
    format: DISCOVERY_FORMAT,
    remotes: apps.map((app) => {
      const declared = /** @type {Record<string, unknown>} */ (areaDeclarationOf(app, root));
      const pinned = versionsOf(app);
      return {
        name: app.name,
        manifest: manifests[app.name],
        ...(pinned?.version ? { version: pinned.version } : {}),
        ...(pinned && pinned.pins.length > 0 ? { pins: pinned.pins } : {}),
        area: declared.area,
        menus: declared.menus,
      };
    }),
  };
}

/**
 * The document of a local run whose shell listens on `portBase`: every remote on its loopback port,
 * serving its workspace build unless `versionsOf` says otherwise.
 * @param {number | undefined} [portBase]
 * @param {{ versionsOf?: VersionsOf }} [options]
 */
export const localDiscovery = (portBase, { versionsOf = workspaceBuilds() } = {}) =>
  discoveryDocument(localRemotesConfig(portBase), { versionsOf });

/**
 * The document of the production site: every remote at its own production URL, pinned as `versionsOf`
 * says (`pnpm release:discovery`: the live document's pins and the builds just released).
 * @param {{ versionsOf?: VersionsOf }} [options]
 */
export const productionDiscovery = ({ versionsOf } = {}) =>
  discoveryDocument(productionRemotesConfig(), { versionsOf });
