/**
 * Builds the rollout gate's Cloud Function into platform/functions/dist: one ES module (the gate, the
 * rollout contract and the registry bundled in) and a package.json naming the runtime, the entry and
 * the exact versions of the npm packages it loads, which `firebase deploy` installs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

/** The packages the function loads at run time (installed on deploy, not bundled). */
export const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions'] as const;
const NODE_RUNTIME = '22';
const root = import.meta.dirname;
const distPath = join(root, 'dist');

/** The version installed for the platform package (pnpm links each dependency into its node_modules). */
function installedVersion(name: string): string {
  const manifest = join(root, '../node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** dist/package.json: what Cloud Functions installs and runs. */
export function deployPackageJson(version: (name: string) => string = installedVersion) {
  return {
    name: 'codekade-rollout-gate',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: NODE_RUNTIME },
    dependencies: Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, version(name)])),
  };
}

const pluginDeployPackageJson = (): RsbuildPlugin => ({
  name: 'codekade:gate-package-json',
  setup(api) {
    api.onAfterBuild(() => {
      mkdirSync(distPath, { recursive: true });
      writeFileSync(join(distPath, 'package.json'), `${JSON.stringify(deployPackageJson(), null, 2)}\n`);
    });
  },
});

export default defineConfig({
  root,
  plugins: [pluginDeployPackageJson()],
  source: { entry: { index: './src/index.ts' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist', js: '' },
    filenameHash: false,
    minify: false,
    cleanDistPath: true,
    externals: [...RUNTIME_PACKAGES, /^firebase-admin\//, /^firebase-functions\//],
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: { htmlPlugin: false },
});
