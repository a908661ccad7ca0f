/**
 * The federation runtime in its ES module build. Rspack's ModuleFederationPlugin finds the bundler
 * runtime and `@module-federation/runtime` with `require.resolve`, so a bundle gets their CommonJS
 * builds, and through their `require`s the CommonJS runtime-core, SDK and error codes: code that
 * cannot be tree-shaken or concatenated (the SDK's Node loader, every error text, the handlers that
 * `experiments.optimization` switches off). Each package ships an ES module beside each CommonJS file.
 */
import { existsSync } from 'node:fs';
import { rspack } from '@rsbuild/core';

type Replace = Extract<ConstructorParameters<typeof rspack.NormalModuleReplacementPlugin>[1], (data: never) => void>;

const FEDERATION_CJS_FILE = /[\\/]@module-federation[\\/].+[\\/]dist[\\/].+\.cjs$/;

/** The ES module a package's `dist/x.cjs` ships beside it (`x.js`, or `x.mjs` for error-codes); else the file. */
export function esmSiblingOf(file: string): string {
  return (
    [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) => existsSync(candidate)) ?? file
  );
}

/**
 * A federation CommonJS file asked for by path (the entry the plugin writes) or resolved to (through
 * the plugin's alias) becomes its ES module; the modules it imports then resolve as ES modules too.
 */
export function federationRuntimeAsEsm() {
  const replace: Replace = (data) => {
    if (data.createData?.resource) data.createData.resource = esmSiblingOf(data.createData.resource);
    else data.request = esmSiblingOf(data.request);
  };
  return new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_FILE, replace);
}
