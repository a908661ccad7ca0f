/**
 * The build preset of a Cloud Functions codebase (the contact team's functions, the rollout gate):
 * one ES module in `<root>/dist` with everything of the workspace bundled in, and a package.json that
 * names the runtime, the entry and the exact versions of the npm packages it loads at run time, which
 * `firebase deploy` installs in Cloud Build. Locally the same dist/index.js runs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const NODE_RUNTIME = '22';

export interface FunctionsBundle {
  /** The codebase's folder (its `src/index.ts` is the entry). */
  root: string;
  /** The deployed package's name. */
  packageName: string;
  /** The packages the functions load at run time (installed on deploy, not bundled). */
  runtimePackages: readonly string[];
}

/** The version pnpm installed for the package that holds `root` (linked into its node_modules). */
function installedVersionFor(root: string) {
  return (name: string): string => {
    const manifest = join(root, '../node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  };
}

/** dist/package.json: what Cloud Functions installs and runs. */
export function deployPackageJsonOf(
  { root, packageName, runtimePackages }: FunctionsBundle,
  version: (name: string) => string = installedVersionFor(root),
) {
  return {
    name: packageName,
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: NODE_RUNTIME },
    dependencies: Object.fromEntries(runtimePackages.map((name) => [name, version(name)])),
  };
}

const pluginDeployPackageJson = (bundle: FunctionsBundle): RsbuildPlugin => ({
  name: 'codekade:functions-package-json',
  setup(api) {
    api.onAfterBuild(() => {
      const distPath = join(bundle.root, 'dist');
      mkdirSync(distPath, { recursive: true });
      writeFileSync(join(distPath, 'package.json'), `${JSON.stringify(deployPackageJsonOf(bundle), null, 2)}\n`);
    });
  },
});

export function functionsBundleConfig(bundle: FunctionsBundle) {
  const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return defineConfig({
    root: bundle.root,
    plugins: [pluginDeployPackageJson(bundle)],
    source: { entry: { index: './src/index.ts' } },
    output: {
      target: 'node',
      module: true,
      distPath: { root: 'dist', js: '' },
      filenameHash: false,
      minify: false,
      cleanDistPath: true,
      externals: [...bundle.runtimePackages, ...bundle.runtimePackages.map((name) => new RegExp(`^${escaped(name)}/`))],
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: { htmlPlugin: false },
  });
}
