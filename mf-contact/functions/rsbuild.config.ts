/**
 * Builds the contact team's Cloud Functions into functions/dist: one ES module (the site config
 * and the shared constants bundled in) and a package.json that names the runtime, the entry and
 * the exact versions of the npm packages it loads, so `firebase deploy` installs them in Cloud
 * Build. Locally the same dist/index.js runs on the Firestore emulator's events.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

/** The packages the functions load at run time (installed on deploy, not bundled). */
export const RUNTIME_PACKAGES = ['firebase-admin', 'firebase-functions', 'nodemailer'] as const;
const NODE_RUNTIME = '22';
const root = import.meta.dirname;
const distPath = join(root, 'dist');
/** The version installed for mf-contact (pnpm links each dependency into its node_modules). */
function installedVersion(name: string): string {
  const manifest = join(root, '../node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** dist/package.json: what Cloud Functions installs and runs. */
export function deployPackageJson(version: (name: string) => string = installedVersion) {
  return {
    name: 'codekade-contact-functions',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: NODE_RUNTIME },
    dependencies: Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, version(name)])),
  };
}

const pluginDeployPackageJson = (): RsbuildPlugin => ({
  name: 'codekade:functions-package-json',
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
    externals: [...RUNTIME_PACKAGES, /^firebase-admin\//, /^firebase-functions\//, /^nodemailer\//],
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: { htmlPlugin: false },
});
