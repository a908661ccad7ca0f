// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import federation, { bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUNDLER_RUNTIME,
  bundlerRuntimeFromShellAliases,
  CHECKED_FEDERATION_VERSION,
  FEDERATION_RUNTIME_ENTRIES,
  federationRuntimeAliases,
  importEntryOf,
  requireEntryOf,
  TAKE_BUNDLER_RUNTIME,
} from './federation-runtime';
import { HANDED_BUNDLER_RUNTIME, SHELL_RUNTIME_LEVEL } from './runtime-from-shell/handover';
import { initContainerEntry } from './runtime-from-shell/init-container-entry';

/**
 * The federation runtime's hand-over to the remote entries (runtime-from-shell/) and the aliases to
 * its ES modules (federation-runtime.ts) reach only the packages' public entries, but they rest on
 * what those entries hold, which a type cannot say. They were checked against one federation release;
 * on another this fails until someone checked them again.
 */

/** The federation packages the preset and the hand-over use, with their version as installed. */
const FEDERATION_PACKAGES = [
  ...FEDERATION_RUNTIME_ENTRIES,
  '@module-federation/enhanced',
  '@module-federation/rsbuild-plugin',
];

function installedVersion(name: string): string {
  let folder = dirname(requireEntryOf(name));
  while (!existsSync(join(folder, 'package.json')) || readManifest(folder).name !== name) folder = dirname(folder);
  return readManifest(folder).version;
}
const readManifest = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string; version: string };

describe(`the federation runtime's hand-over, checked against federation ${CHECKED_FEDERATION_VERSION}`, () => {
  it.each(FEDERATION_PACKAGES)(`%s is installed at ${CHECKED_FEDERATION_VERSION}`, (name) => {
    expect(
      installedVersion(name),
      `The hand-over (platform/build/runtime-from-shell/) and federation-runtime.ts were checked against ` +
        `federation ${CHECKED_FEDERATION_VERSION}: check them against this version (the entries the plugins ` +
        `name, the bundler runtime's default export, initContainerEntry), then raise CHECKED_FEDERATION_VERSION.`,
    ).toBe(CHECKED_FEDERATION_VERSION);
  });

  it("names each CommonJS entry the plugins resolve, and the ES module the package's exports give for import", () => {
    const aliases = federationRuntimeAliases();
    for (const name of FEDERATION_RUNTIME_ENTRIES) {
      expect(requireEntryOf(name)).toMatch(/\.cjs$/);
      expect(importEntryOf(name)).toMatch(/\.m?js$/);
      expect(existsSync(importEntryOf(name))).toBe(true);
      expect(aliases[requireEntryOf(name)]).toBe(importEntryOf(name));
    }
    expect(aliases['@module-federation/runtime']).toBe(importEntryOf('@module-federation/runtime'));
    expect(Object.values(bundlerRuntimeFromShellAliases())).toEqual([TAKE_BUNDLER_RUNTIME, TAKE_BUNDLER_RUNTIME]);
    expect(Object.keys(bundlerRuntimeFromShellAliases())).toEqual([
      requireEntryOf(BUNDLER_RUNTIME),
      importEntryOf(BUNDLER_RUNTIME),
    ]);
  });
});

describe("a remote entry's bundler runtime on the shell's (take.ts)", () => {
  const globals = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete globals[HANDED_BUNDLER_RUNTIME];
  });

  it("holds what the library's module holds: the shell's functions, this build's state and initContainerEntry", async () => {
    const { initContainerEntry: _left, ...shellFunctions } = bundlerRuntime;
    const chunkIntegrity = (url: string) => `sha384-${url}`;
    globals[HANDED_BUNDLER_RUNTIME] = {
      level: SHELL_RUNTIME_LEVEL,
      runtime: federation.runtime,
      bundlerRuntime: shellFunctions,
      attachShareScopeMap: federation.attachShareScopeMap,
      chunkIntegrity,
    };
    const taken = (await import('./runtime-from-shell/take')).default;
    expect(Object.keys(taken.bundlerRuntime).sort()).toEqual(Object.keys(bundlerRuntime).sort());
    // The library's keys, and the hand-over's one of its own (level 3, issue 48): the integrity the
    // entry's chunk loading gives each file (pinned-chunk-loads-plugin.ts), the shell's function.
    const libraryKeys = Object.keys(federation);
    for (const key of Object.keys(taken)) if (key !== 'chunkIntegrity') expect(libraryKeys).toContain(key);
    expect(libraryKeys).not.toContain('chunkIntegrity');
    expect(taken.chunkIntegrity).toBe(chunkIntegrity);
    expect(taken.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect((taken.bundlerRuntime as Record<string, unknown>).remotes).toBe(bundlerRuntime.remotes);
  });
});

/** The calls a container's init makes, in order, with what they were given. */
type Call = [string, ...unknown[]];

/** A container's `__webpack_require__` as the federation runtime leaves it, recording every call. */
function containerRequire(
  setup: { hasScope: boolean; shared: boolean; attach: boolean; sharedKeys: string[] },
  calls: Call[],
) {
  const instance = {
    initOptions: (options: unknown) => calls.push(['initOptions', structuredClone(options)]),
    initShareScopeMap: (key: string, scope: unknown, extra: unknown) =>
      calls.push(['initShareScopeMap', key, structuredClone(scope), structuredClone(extra)]),
  };
  const webpackRequire = {
    S: setup.hasScope ? {} : undefined,
    I: (key: unknown, initScope: unknown) => {
      calls.push(['I', key, initScope]);
      return `initialised ${String(key)}`;
    },
    federation: {
      instance,
      initOptions: { name: 'mf_home', shared: setup.shared ? { react: [] } : undefined },
      attachShareScopeMap: setup.attach ? () => calls.push(['attachShareScopeMap']) : undefined,
    },
  };
  return webpackRequire;
}

const scopeKey = fc.constantFrom('default', 'other', 'third');
const call = fc.record({
  hasScope: fc.boolean(),
  shared: fc.boolean(),
  attach: fc.boolean(),
  sharedKeys: fc.array(scopeKey, { maxLength: 3 }),
  shareScopeKey: fc.option(fc.oneof(scopeKey, fc.constant(''), fc.array(scopeKey, { maxLength: 3 })), {
    nil: undefined,
  }),
  hostKeys: fc.option(fc.oneof(scopeKey, fc.array(scopeKey, { maxLength: 3 })), { nil: undefined }),
  hostMap: fc.option(fc.dictionary(scopeKey, fc.constantFrom({}, { react: { '19.3.1': {} } })), { nil: undefined }),
  initOptions: fc.boolean(),
});

type CallInput = typeof call extends fc.Arbitrary<infer Input> ? Input : never;

/** One container init with the given function: its calls, its answer, and whether it threw. */
async function run(init: typeof initContainerEntry, input: CallInput) {
  const calls: Call[] = [];
  const webpackRequire = containerRequire(input, calls);
  const remoteEntryInitOptions = input.initOptions
    ? {
        version: '1.0.0',
        shareScopeKeys: input.hostKeys as string | string[],
        shareScopeMap: structuredClone(input.hostMap),
      }
    : undefined;
  try {
    const answer = await init({
      webpackRequire,
      shareScope: { react: {} },
      initScope: [],
      shareScopeKey: input.shareScopeKey as string | string[],
      remoteEntryInitOptions,
    } as unknown as Parameters<typeof initContainerEntry>[0]);
    return { calls, answer, threw: false, hostMap: remoteEntryInitOptions?.shareScopeMap };
  } catch {
    return { calls, answer: undefined, threw: true, hostMap: remoteEntryInitOptions?.shareScopeMap };
  }
}

describe("the remote's initContainerEntry", () => {
  it("makes the library's calls, in its order, for any container and host", async () => {
    const library = bundlerRuntime.initContainerEntry as unknown as typeof initContainerEntry;
    expect(typeof library).toBe('function');
    await fc.assert(
      fc.asyncProperty(call, async (input) => {
        expect(await run(initContainerEntry, input)).toEqual(await run(library, input));
      }),
      { numRuns: 500 },
    );
  });
});
