// @ts-check
/**
 * Each app's release inputs, `<app>/release-inputs.json`: its slice of the lockfile (the resolved
 * versions of every package in its dependency closure) and its part of the hosting config (its
 * firebase.json entry, without the other remotes' origins, and Hosting site). Its workflow triggers on this small file in its own folder,
 * never on the shared root files a new remote changes (pnpm-lock.yaml, firebase.json, .firebaserc),
 * so a dependency change of the shell still fires the shell, and a new remote fires nobody else's
 * workflow (issue 41). `pnpm config:hosting` writes them (new:remote and remove:remote run it after
 * pnpm install); a unit test proves the committed files are current.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';
import { remoteApps, shellApp, WORKSPACE_ROOT } from './app-registry.mjs';

export const RELEASE_INPUTS_FILE = 'release-inputs.json';

/**
 * The lockfile importers whose dependencies an app's workflow answers for. The shell's workflow runs
 * `npm test` over everything that is not a remote's own folder: the root, shell, shared, platform, serving and
 * the browser tests. A remote's checks build and test its folder alone.
 * @param {{ name: string, dir: string }} app
 */
export const importersOf = (app) =>
  app.name === shellApp.name ? ['.', 'shell', 'shared', 'platform', 'serving', 'e2e'] : [app.dir];

/** @typedef {{ importers: Record<string, Record<string, Record<string, { version: string }>>>, snapshots?: Record<string, Record<string, Record<string, string>>> }} Lockfile */

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * Every package an app's importers reach, as the lockfile resolved it (`name@version(peers)`), sorted;
 * workspace links are followed into the linked importer, whose packages count too.
 * @param {Lockfile} lockfile
 * @param {readonly string[]} startImporters
 */
export function dependencyClosure(lockfile, startImporters) {
  const importers = new Set();
  const packages = new Set();
  /** @type {string[]} */
  const pendingImporters = [...startImporters];
  /** @type {string[]} */
  const pendingPackages = [];
  while (pendingImporters.length > 0) {
    const id = /** @type {string} */ (pendingImporters.pop());
    if (importers.has(id)) continue;
    const importer = lockfile.importers[id];
    if (!importer) throw new Error(`pnpm-lock.yaml has no importer ${id}: run pnpm install.`);
    importers.add(id);
    for (const field of DEPENDENCY_FIELDS)
      for (const [name, { version }] of Object.entries(importer[field] ?? {})) {
        if (version.startsWith('link:')) pendingImporters.push(posix.join(id, version.slice('link:'.length)));
        else pendingPackages.push(`${name}@${version}`);
      }
  }
  while (pendingPackages.length > 0) {
    const key = /** @type {string} */ (pendingPackages.pop());
    if (packages.has(key)) continue;
    packages.add(key);
    const snapshot = lockfile.snapshots?.[key] ?? {};
    for (const field of ['dependencies', 'optionalDependencies'])
      for (const [name, version] of Object.entries(snapshot[field] ?? {})) pendingPackages.push(`${name}@${version}`);
  }
  return { importers: [...importers].sort(), packages: [...packages].sort() };
}

/**
 * An app's Hosting entry as its release depends on it. Every site's Content-Security-Policy lists the
 * origins of all the apps, but a site needs no release when another remote comes or goes: a Hosting
 * policy governs that site's files (and a remote's standalone preview), which load no other remote,
 * and the shell's pages get theirs from the composer, which admits the areas the discovery document
 * brings at run time (docs/discovery.md). So the other remotes' origins are left out here.
 * @param {Record<string, any>} entry
 * @param {string} ownOrigin
 * @returns {Record<string, any>}
 */
function hostingPart(entry, ownOrigin) {
  const otherRemotes = new Set(
    remoteApps.map((remote) => new URL(remote.productionUrl).origin).filter((origin) => origin !== ownOrigin),
  );
  const withoutOtherRemotes = (/** @type {string} */ policy) =>
    policy
      .split('; ')
      .map((directive) =>
        directive
          .split(' ')
          .filter((source) => !otherRemotes.has(source))
          .join(' '),
      )
      .join('; ');
  return {
    ...entry,
    headers: entry.headers?.map((/** @type {{ headers: { key: string, value: string }[] }} */ rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy' ? { ...header, value: withoutOtherRemotes(header.value) } : header,
      ),
    })),
  };
}

/**
 * The release inputs of every app, by the file's path in the workspace.
 * @param {{ hosting: { target: string }[] } & Record<string, unknown>} firebaseJson the generated firebase.json
 * @param {{ targets: Record<string, { hosting: Record<string, string[]> }> }} firebaseRc the generated .firebaserc
 * @param {Lockfile} lockfile
 */
export function releaseInputs(firebaseJson, firebaseRc, lockfile) {
  const [siteTargets] = Object.values(firebaseRc.targets);
  const { hosting, ...backends } = firebaseJson;
  return Object.fromEntries(
    [shellApp, ...remoteApps].map((app) => {
      const inputs = {
        $comment:
          'Generated by pnpm config:hosting (platform/lib/release-inputs.mjs): what a release of this app depends on outside its folder. Its workflow triggers on this file.',
        hosting: hostingPart(
          hosting.find((entry) => entry.target === app.name) ?? {},
          new URL(app.productionUrl).origin,
        ),
        hostingSites: siteTargets?.hosting[app.name],
        // The shell's workflow answers for what no app's folder holds: the databases and functions.
        ...(app.name === shellApp.name ? { backends } : {}),
        lockfile: dependencyClosure(lockfile, importersOf(app)),
      };
      return [`${app.dir}/${RELEASE_INPUTS_FILE}`, inputs];
    }),
  );
}

/** The workspace's lockfile, parsed. @returns {Lockfile} */
export const readLockfile = (root = WORKSPACE_ROOT) => parse(readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8'));
