// @ts-check
/**
 * The browser tests' package (e2e/package.json) depends on every remote, so a spec can read a remote's
 * content by package name (`mf-about/content/about`): `pnpm config:hosting` writes that list from the
 * app registry, and its other dependencies stay as they are.
 */
import { remoteApps } from './app-registry.mjs';

export const E2E_PACKAGE_FILE = 'e2e/package.json';

/** A remote's folder: what the registry's remotes are named as packages. */
const isRemotePackage = (/** @type {string} */ name) => name.startsWith('mf-');

/**
 * e2e/package.json with exactly the registry's remotes among its dev dependencies, sorted by name.
 * @param {{ devDependencies?: Record<string, string> }} current
 */
export function e2ePackageJson(current) {
  const others = Object.entries(current.devDependencies ?? {}).filter(([name]) => !isRemotePackage(name));
  /** @type {[string, string][]} */
  const remotes = remoteApps.map((app) => [app.dir, 'workspace:*']);
  const byName = (/** @type {[string, string]} */ [a], /** @type {[string, string]} */ [b]) =>
    a < b ? -1 : a > b ? 1 : 0;
  const devDependencies = Object.fromEntries([...others, ...remotes].sort(byName));
  return { ...current, devDependencies };
}
