// @ts-check
/**
 * What `pnpm new:remote` and `pnpm remove:remote` find in the workspace, and the commands that
 * regenerate what derives from the remotes' folders (nothing here writes a derived file itself).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readRemoteApps, shellApp } from '../lib/app-registry.mjs';
import { DISCOVERY_HOSTING } from '../lib/discovery-hosting.mjs';
import { AREA_DECLARATION_FILE } from './area-declaration.mjs';

/**
 * What the workspace at `root` already has, for `newRemoteProblems`: its apps, every base path an
 * area declares in its area.json (a declaration that cannot be read counts as none: the discovery
 * document's reader reports it), e2e specs, folders.
 * @param {string} root
 * @returns {Promise<import('./new-remote-input.mjs').Taken>}
 */
export async function takenIn(root) {
  const remoteApps = readRemoteApps(root);
  return {
    apps: [shellApp, ...remoteApps],
    hostingSites: [{ siteId: DISCOVERY_HOSTING.siteId, owner: 'the discovery document' }],
    basePaths: remoteApps.flatMap((app) => declaredBasePaths(root, app.dir)),
    e2eSpecs: readdirSync(join(root, 'e2e/tests')),
    topLevelFolders: readdirSync(root),
  };
}

/**
 * The base paths the area.json in `root`/`dir` declares; none when it cannot be read.
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function declaredBasePaths(root, dir) {
  try {
    const basePaths = JSON.parse(readFileSync(join(root, dir, AREA_DECLARATION_FILE), 'utf8'))?.area?.basePaths;
    return Array.isArray(basePaths) ? basePaths.filter((path) => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The commands that regenerate what derives from the remotes' folders, in order: the lockfile and the
 * remote's node_modules; hosting config, .firebaserc, workflows and every app's release-inputs.json
 * (which read the lockfile); the settings table.
 * @returns {[string, string[]][]}
 */
export const regenerationCommands = () => [
  // The lockfile gains or loses the remote on purpose: pnpm freezes it on a CI machine (CI=true) unless told not to.
  ['pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile']],
  ['pnpm', ['config:hosting']],
  ['pnpm', ['settings:table']],
];

/** Folders never searched for a remote's users: installs, builds, test output, data. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.data', '.git']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const DEPENDENCY_FIELDS = /** @type {const} */ ([
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
]);

/**
 * @param {string} dir
 * @param {string} root
 * @returns {string[]} paths relative to `root`
 */
function sourceFilesIn(dir, root) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_SOURCE.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFilesIn(path, root));
    else if (SOURCE_FILE.test(entry.name)) found.push(relative(root, path));
  }
  return found;
}

/**
 * What taking the package `packageName` (folder `dir`) out of the workspace at `root` must also do,
 * found before anything is deleted: `imports` are files outside `removedPaths` that import it (the
 * removal must stop: what they need is not the remote's to give), `dependencies` the package.json
 * files that list it only for files the removal takes too (the removal takes the entry out).
 * @param {string} root
 * @param {{ packageName: string, dir: string, removedPaths: string[] }} remote
 */
export function removalImpact(root, { packageName, dir, removedPaths }) {
  const removed = (/** @type {string} */ path) =>
    removedPaths.some((gone) => path === gone || path.startsWith(`${gone}/`));
  const escaped = packageName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const importPattern = new RegExp(
    `(?:from\\s*|import\\s*\\(\\s*|require\\s*\\(\\s*|import\\s+)['"]${escaped}(?:/[^'"]*)?['"]`,
  );
  const packageDirs = [
    '.',
    ...readdirSync(root).filter((name) => name !== dir && !NOT_SOURCE.has(name) && !name.startsWith('.')),
  ].filter((folder) => {
    try {
      return readFileSync(join(root, folder, 'package.json'), 'utf8').length > 0;
    } catch {
      return false;
    }
  });
  /** @type {string[]} */
  const imports = [];
  for (const folder of packageDirs.filter((name) => name !== '.')) {
    for (const file of sourceFilesIn(join(root, folder), root)) {
      if (removed(file)) continue;
      if (importPattern.test(readFileSync(join(root, file), 'utf8'))) imports.push(file);
    }
  }
  /** @type {{ file: string, field: string }[]} */
  const dependencies = [];
  for (const folder of packageDirs) {
    const file = folder === '.' ? 'package.json' : `${folder}/package.json`;
    const manifest = JSON.parse(readFileSync(join(root, file), 'utf8'));
    for (const field of DEPENDENCY_FIELDS) {
      if (manifest[field] && packageName in manifest[field]) dependencies.push({ file, field });
    }
  }
  return { imports, dependencies };
}

/**
 * Takes the dependency entries `removalImpact` found out of their package.json files, line by line so
 * the rest of each file stays as it was formatted.
 * @param {string} root
 * @param {string} packageName
 * @param {{ file: string }[]} dependencies
 */
export function dropDependencies(root, packageName, dependencies) {
  for (const file of new Set(dependencies.map((dependency) => dependency.file))) {
    const path = join(root, file);
    const lines = readFileSync(path, 'utf8').split('\n');
    const entry = new RegExp(`^\\s*${JSON.stringify(packageName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = lines[index] ?? '';
      if (!entry.test(line)) continue;
      lines.splice(index, 1);
      // The last entry of its object: the one before it loses its comma.
      const previous = index - 1;
      if (!line.trimEnd().endsWith(',') && previous >= 0)
        lines[previous] = (lines[previous] ?? '').replace(/,\s*$/, '');
    }
    writeFileSync(path, lines.join('\n'));
  }
}
