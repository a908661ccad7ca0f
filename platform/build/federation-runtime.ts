/**
 * Which federation runtime modules the builds bundle, named through the packages' public entries only
 * (their package.json `exports`), as `resolve.alias` entries: no path inside a package is matched.
 *
 * - **ES modules.** Rspack's ModuleFederationPlugin finds the bundler runtime, `@module-federation/runtime`
 *   and runtime-core's injecting plugin with `require.resolve`, so a bundle would get their CommonJS
 *   builds, and through their `require`s the CommonJS runtime-core, SDK and error codes: code that
 *   cannot be tree-shaken or concatenated (the SDK's Node loader, every error text, the handlers that
 *   `experiments.optimization` switches off; about 5 KB gzip on every first load). Each such entry is
 *   aliased to the ES module its package exports for `import`; what that imports resolves as ES too.
 * - **The hand-over.** A remote entry built for the shell takes the shell's bundler runtime
 *   (runtime-from-shell/take.ts) in place of the package: federation's `externalRuntime` hands over
 *   runtime-core only, and the rest is 9 KB gzip per remote entry on every first load, more than the
 *   150 KB budget leaves. `federation-version.test.ts` names the version this was checked against.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The federation release the hand-over (runtime-from-shell/) and these aliases were checked against:
 * which entries the plugins name by path, what the bundler runtime module's default export holds,
 * and `initContainerEntry`. Before the catalog names another version, check these again, then this.
 */
export const CHECKED_FEDERATION_VERSION = '2.9.2';

/** The bundler runtime a remote entry built for the shell leaves out. */
export const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';

/** The federation packages whose CommonJS entry the federation plugins name by its resolved path. */
export const FEDERATION_RUNTIME_ENTRIES = [
  BUNDLER_RUNTIME,
  '@module-federation/runtime',
  '@module-federation/inject-external-runtime-core-plugin',
] as const;

/** What a remote entry built for the shell has in place of the bundler runtime. */
export const TAKE_BUNDLER_RUNTIME = fileURLToPath(new URL('./runtime-from-shell/take.ts', import.meta.url));

type ExportTarget = string | { default?: ExportTarget; import?: ExportTarget; [condition: string]: unknown };

/** The folder of the installed package `name`: the nearest package.json of that name above its entry. */
function packageFolderOf(name: string): string {
  let folder = dirname(require.resolve(name));
  while (!isPackageFolder(folder, name)) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json of ${name} above ${require.resolve(name)}.`);
    folder = parent;
  }
  return folder;
}

function isPackageFolder(folder: string, name: string): boolean {
  const manifest = join(folder, 'package.json');
  return existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name;
}

/** The file a package's `exports["."]` names for `import` (its ES module). */
export function importEntryOf(name: string): string {
  const folder = packageFolderOf(name);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportTarget>;
  };
  let target: ExportTarget | undefined = manifest.exports?.['.'];
  while (target !== undefined && typeof target !== 'string') target = target.import ?? target.default;
  if (!target) throw new Error(`${name} exports no ES module for import; the federation runtime would be CommonJS.`);
  return join(folder, target);
}

/** The file a package's entry resolves to for `require` (what the federation plugins name). */
export const requireEntryOf = (name: string): string => require.resolve(name);

/**
 * The aliases of every build: each CommonJS entry the plugins name, and `@module-federation/runtime`
 * (the plugin aliases it to its CommonJS build; an alias of the config wins over it), to its ES module.
 */
export function federationRuntimeAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of FEDERATION_RUNTIME_ENTRIES) aliases[requireEntryOf(name)] = importEntryOf(name);
  aliases['@module-federation/runtime'] = importEntryOf('@module-federation/runtime');
  return aliases;
}

/** The aliases of a remote entry built for the shell: the bundler runtime, by either entry, is take.ts. */
export function bundlerRuntimeFromShellAliases(): Record<string, string> {
  return {
    [requireEntryOf(BUNDLER_RUNTIME)]: TAKE_BUNDLER_RUNTIME,
    [importEntryOf(BUNDLER_RUNTIME)]: TAKE_BUNDLER_RUNTIME,
  };
}
