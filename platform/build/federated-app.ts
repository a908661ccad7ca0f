/**
 * The one build preset of the workspace: every app's `rsbuild.config.ts` is a call of
 * `defineFederatedApp`, so federation, sharing and output rules cannot drift between teams.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_MAJOR, ROUTES_EXPOSE } from '@codekade/shared/contract';
import { REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import type { ManifestBuildInfo } from '@codekade/shared/remote-manifest';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type EnvironmentConfig, loadEnv, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { apps, DEFAULT_PORT_BASE, shellApp } from '../lib/app-registry.mjs';
import { buildInfoOf } from './build-info';
import { publicDefines, readBuildSettings } from './build-settings.mjs';
import { bundlerRuntimeFromShellAliases, federationRuntimeAliases } from './federation-runtime';
import { integrityPinsPlugin } from './integrity-pins-plugin';
import { pinnedChunkLoadsPlugin } from './pinned-chunk-loads-plugin';
import { pinnedShellChunkLoadsPlugin } from './pinned-shell-chunk-loads-plugin';
import { prerenderPlugin } from './prerender-plugin';
import { SHELL_RUNTIME_LEVEL } from './runtime-from-shell/handover';

interface FederatedAppOptions {
  /**
   * Federation name as in the app registry (the remote's remote.json), e.g. `mf_home`; the shell is `shell`.
   * A remote not in this checkout's registry builds from its own folder (a build, not a dev server).
   */
  name: string;
  /** Modules this app exposes; present for remotes, absent for the shell. */
  exposes?: Record<string, string>;
  /** Page title of the standalone document. */
  title: string;
  /** Node entries built beside the app into `dist-server/` (the shell's composer). */
  serverEntries?: Record<string, string>;
  /**
   * The shell's developer entry, built as an environment of its own into `dist/developer/`, so the
   * visitors' build (`web`) stays byte for byte what it was (docs/remote-team.md).
   */
  developerEntry?: string;
  /** App-specific additions (HTML tags, favicon), merged over the preset. */
  extraConfig?: RsbuildConfig;
}

const require = createRequire(import.meta.url);
const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));

const sharedPackage = JSON.parse(readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string>;
};

/** `<class>-<hash of the file's path in the workspace and the class>`, whichever app builds the file. */
function stableLocalIdent({ resourcePath }: { resourcePath: string }, _template: string, localName: string): string {
  const workspacePath = relative(workspaceRoot, resourcePath).split('\\').join('/');
  const hash = createHash('sha256').update(`${workspacePath}\0${localName}`).digest('base64url').slice(0, 6);
  return `${localName}-${hash}`;
}

/** Libraries that must exist once in the browser: two Reacts, routers or stores break the page. */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'react-hot-toast',
];

/**
 * The router API the site uses. The shared router is tree-shaken to these exports (the full router
 * is ~60 KB gzip, this subset ~13 KB); a remote needing more still works, as the federation runtime
 * then loads the full build, but add the export here to keep it small. A unit test checks the list.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
];

function treeShakingOf(library: string) {
  return library.startsWith('react-router')
    ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: ROUTER_EXPORTS } }
    : {};
}

function installedVersion(library: string): string {
  const packageName = library.startsWith('@') ? library.split('/').slice(0, 2).join('/') : library.split('/')[0];
  const manifest = JSON.parse(readFileSync(require.resolve(`${packageName}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Modules of the shared package that each app bundles instead of sharing: the standalone harness and
 * the prerender (a remote's own builds), stateless helpers the shell's federated entry needs before
 * federation has negotiated anything (`./next-task`, `./when-idle`, `./file-pins`, which the shell's
 * runtime hand-over reads), the discovery document's reader, its schema and the pins' format
 * (`./integrity`), which only the composer and the shell run (no remote needs them).
 */
const BUNDLED_SHARED_MODULES = [
  './standalone',
  './prerender',
  './next-task',
  './when-idle',
  './discovery-reader',
  './discovery-schema',
  './integrity',
  './file-pins',
];

/**
 * Modules of the shared package the shell runs only after the first paint: the discovery reader and
 * its schema (a plain shell document), the measuring code's (loaded once the page is idle), the toaster's (loaded
 * at the first interaction) and the typed-values carrier (for an area rendered afresh; the contact
 * form loads it with its own code). They stay out of the first-load chunk below.
 */
const SHARED_MODULES_AFTER_FIRST_PAINT = [
  'discovery-reader',
  'discovery-schema',
  // The reader's and the integrity failures' (issue 48): a page that loads well needs neither.
  'integrity',
  'versions',
  'measurement-beacon',
  'measurements',
  'ui/toaster-options',
  'hooks/useValuesTypedBeforeHydration',
];

/** The chunk of a shared module the shell loads after the first paint: `shared-ui-toaster-options`. */
const laterSharedChunkName = (module: string) => `shared-${module.replaceAll('/', '-')}`;

/**
 * One chunk of its own name for each module loaded after the first paint: one copy of it in the build,
 * and a name that says in a request log what it is. Above the first-load chunk's group in priority, so
 * these modules stay out of it.
 */
const laterSharedChunks = Object.fromEntries(
  SHARED_MODULES_AFTER_FIRST_PAINT.map((module) => [
    laterSharedChunkName(module),
    {
      test: new RegExp(`[\\\\/]shared[\\\\/]src[\\\\/]${module.replaceAll('/', '[\\\\/]')}\\.`),
      name: laterSharedChunkName(module),
      chunks: 'async' as const,
      enforce: true,
      priority: 1,
    },
  ]),
);

/** Every other runtime module of the shared package is one shared singleton; its CSS is not. */
function sharedPackageModules() {
  const major = sharedPackage.version.split('.')[0];
  const subpaths = Object.keys(sharedPackage.exports).filter(
    (subpath) => !subpath.endsWith('.css') && !BUNDLED_SHARED_MODULES.includes(subpath),
  );
  return Object.fromEntries(
    subpaths.map((subpath) => [
      `${sharedPackage.name}${subpath.slice(1)}`,
      { singleton: true, version: sharedPackage.version, requiredVersion: `^${major}.0.0` },
    ]),
  );
}

/** `treeShake` is for production builds: the tree-shaking step breaks development builds. */
export function sharedSingletons(treeShake: boolean) {
  const libraries = Object.fromEntries(
    SINGLETON_LIBRARIES.map((library) => {
      const version = installedVersion(library);
      return [
        library,
        {
          singleton: true,
          version,
          requiredVersion: `^${version.split('.')[0]}.0.0`,
          ...(treeShake ? treeShakingOf(library) : {}),
        },
      ];
    }),
  );
  return { ...libraries, ...sharedPackageModules() };
}

/**
 * A remote's dev server run inside a deployed shell (`pnpm dev:remote`) also shares React's DOM client
 * (the shell bundles its own, production one): the shell's developer entry boots on this development
 * client, with the dev server's React, so Fast Refresh applies inside the shell.
 */
export function developmentClientShare() {
  const version = installedVersion('react-dom');
  return { 'react-dom/client': { singleton: true, version, requiredVersion: `^${version.split('.')[0]}.0.0` } };
}

/**
 * The app's folder: the folder it builds in when that is the app's package (a copy of it too, as the
 * e2e specs run one), else its registry entry's, or the folder it builds in (a remote the registry
 * does not name yet).
 */
function appDirOf(name: FederatedAppOptions['name']): string {
  const app = apps.find((entry) => entry.name === name);
  if (!app || packageNameAt(process.cwd()) === app.dir) return process.cwd();
  return `${workspaceRoot}${app.dir}`;
}

function packageNameAt(folder: string): string | undefined {
  const manifest = join(folder, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name : undefined;
}

/** The shell's runtime plugin that hands its bundler runtime to the remote entries. */
const GIVE_BUNDLER_RUNTIME = fileURLToPath(new URL('./runtime-from-shell/give.ts', import.meta.url));

function federationPlugin(
  { name, exposes }: Pick<FederatedAppOptions, 'name' | 'exposes'>,
  buildId: string,
  runtime: 'own' | 'shell',
  mode: 'build' | 'dev',
  environment?: string,
  againstLiveShell = false,
) {
  const isRemote = exposes !== undefined;
  return pluginModuleFederation(
    {
      name,
      exposes,
      shared: {
        ...sharedSingletons(mode === 'build'),
        ...(isRemote && mode === 'dev' && againstLiveShell ? developmentClientShare() : {}),
      },
      // Take a shared module from what is already loaded (the shell's singletons) instead of first
      // loading every registered remote's entry to compare versions: a page never waits on, or
      // fails with, a remote it does not show (a remote down took the lazy toaster with it).
      shareStrategy: 'loaded-first',
      // Types are not published between teams; the contract lives in @codekade/shared.
      dts: false,
      // A fixed name the hosting rules revalidate on every load; its chunks are content-hashed.
      filename: 'remoteEntry.js',
      // The shell hands its federation runtime to the remotes, so a deployed remote entry need not
      // carry a copy of its own (about 18 KB gzip less per remote): runtime-core by federation's own
      // plugin, the bundler runtime with the runtime and SDK by ours (the remote's side is take.ts,
      // federation-runtime.ts). The manifests name the level (SHELL_RUNTIME_LEVEL).
      ...(isRemote ? {} : { runtimePlugins: [GIVE_BUNDLER_RUNTIME] }),
      experiments: {
        ...(isRemote ? { externalRuntime: runtime === 'shell' } : { provideExternalRuntime: true }),
        // Browser-only code: the runtime's Node paths are left out of every bundle.
        optimization: { target: 'web' },
      },
      manifest: {
        // The shell reads the contract major to refuse a remote built against another major of the
        // shared contract; `pnpm status` reads all of it to show what is live.
        additionalData: ({ stats }) => {
          const written: ManifestBuildInfo = {
            sharedContractMajor: CONTRACT_MAJOR,
            // The shell gives this level; a remote entry built for the shell needs it, one with its own runtime none.
            shellRuntimeLevel: isRemote && runtime === 'own' ? 0 : SHELL_RUNTIME_LEVEL,
            buildId,
            ...buildInfoOf(appDirOf(name)),
          };
          stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...written } as typeof stats.metaData.buildInfo;
          return stats;
        },
      },
    },
    environment ? { environment } : undefined,
  );
}

/**
 * A remote's production build is three builds: `federated`, what the shell loads (remoteEntry.js and
 * mf-manifest.json, using the shell's runtime); `standalone`, the team's preview page at the remote's
 * origin, a plain app with everything bundled; and `prerender`, a Node build of `src/prerender.tsx`
 * whose pages are written as HTML fragments into the same dist folder. In development one build does
 * the first two, with its own runtime, so `dev:remote` also works against any shell.
 */
function remoteProductionEnvironments(options: FederatedAppOptions, buildId: string): RsbuildConfig {
  return {
    plugins: [
      federationPlugin(options, buildId, 'shell', 'build', 'federated'),
      prerenderPlugin({ buildId }),
      integrityPinsPlugin(),
    ],
    environments: {
      federated: {
        output: { assetPrefix: 'auto' },
        tools: {
          htmlPlugin: false,
          // Chunks register in a global of this build alone: a page that ran an earlier release's chunks
          // (preloaded from its manifest just before a release) and then gets the new remoteEntry.js
          // must not let the new build adopt them (module ids of another build: "is not a function").
          rspack: {
            // The shell's bundler runtime in place of the package's (federation-runtime.ts).
            resolve: { alias: bundlerRuntimeFromShellAliases() },
            // Every chunk and CSS file its chunk loading adds runs only by its pin (issue 48).
            plugins: [pinnedChunkLoadsPlugin(options.name)],
            output: {
              chunkLoadingGlobal: `chunk_${options.name}_${buildId.replaceAll('-', '')}`,
              // The shell's pages load these chunks from the remote's origin: with CORS (the remote sends
              // Access-Control-Allow-Origin), so an error its code throws reaches the page's listeners
              // with its message and file, not as the browser's bare "Script error." (the measurements
              // attribute it to the remote by that file).
              crossOriginLoading: 'anonymous',
            },
          },
        },
      },
      standalone: {
        output: {
          assetPrefix: '/',
          distPath: { js: 'static/standalone/js', css: 'static/standalone/css' },
        },
      },
      prerender: {
        source: { entry: { prerender: './src/prerender.tsx' } },
        output: {
          target: 'node',
          module: true,
          // The CSS of what the prerender renders, a slot's own components included (its fragment's CSS).
          emitCss: true,
          distPath: { root: 'dist-prerender' },
          // Asset URLs must equal the browser's, which knows the remote's origin only at run time.
          assetPrefix: REMOTE_BASE_PLACEHOLDER,
        },
        tools: { htmlPlugin: false },
      },
    },
  };
}

/**
 * The shell's production build: `web`, the app the browser runs, and `server`, a Node build of the
 * composer that renders the shell's layout per request (in `dist-server/`, never deployed as files).
 */
function shellProductionEnvironments(
  options: FederatedAppOptions,
  serverEntries: Record<string, string>,
  buildId: string,
): RsbuildConfig {
  return {
    plugins: [
      federationPlugin(options, buildId, 'own', 'build', 'web'),
      ...(options.developerEntry ? [federationPlugin(options, buildId, 'own', 'build', DEVELOPER_ENVIRONMENT)] : []),
    ],
    environments: {
      web: {
        // Every chunk and stylesheet the shell's entry loads runs only by its page's pin (issue 48).
        tools: { rspack: { plugins: [pinnedShellChunkLoadsPlugin()] } },
        performance: {
          chunkSplit: {
            strategy: 'split-by-experience',
            override: {
              cacheGroups: {
                // Federation gives each shared-package module its own chunk, and each such chunk its own
                // copy of the modules it imports (the app registry six times). One chunk holds them once:
                // those of the first load (what only later code needs comes with that code, below).
                codekadeShared: {
                  test: /[\\/]shared[\\/]src[\\/]/,
                  name: 'codekade-shared',
                  chunks: 'async',
                  enforce: true,
                },
                ...laterSharedChunks,
              },
            },
          },
        },
      },
      server: {
        source: { entry: serverEntries },
        output: { target: 'node', module: true, distPath: { root: 'dist-server' } },
        tools: { htmlPlugin: false },
      },
      ...(options.developerEntry ? { [DEVELOPER_ENVIRONMENT]: developerEnvironment(options.developerEntry) } : {}),
    },
  };
}

/** The environment (and folder of `dist/`) of the shell's developer entry. */
export const DEVELOPER_ENVIRONMENT = 'developer';

/** The shell's developer entry: the whole app once more, on its own path, for developers' browsers only. */
function developerEnvironment(entry: string): EnvironmentConfig {
  return {
    source: { entry: { [DEVELOPER_ENVIRONMENT]: { import: entry, html: false } } },
    output: {
      distPath: { root: `dist/${DEVELOPER_ENVIRONMENT}` },
      assetPrefix: `/${DEVELOPER_ENVIRONMENT}/`,
      manifest: false,
    },
  };
}

/** The routes a remote's dev server exposes inside a deployed shell: its own, behind `hot-area-routes.tsx`. */
const HOT_AREA_ROUTES = fileURLToPath(new URL('./hot-area-routes.tsx', import.meta.url));

/**
 * A remote's dev server for a deployed shell (`pnpm dev:remote`) exposes its routes through
 * `hot-area-routes.tsx`, so an edit React Refresh cannot apply reloads the area instead of the page.
 */
function hotAreaRoutes(options: FederatedAppOptions): Pick<FederatedAppOptions, 'exposes'> & RsbuildConfig {
  const routes = options.exposes?.[ROUTES_EXPOSE];
  if (!routes) return { exposes: options.exposes };
  return {
    exposes: { ...options.exposes, [ROUTES_EXPOSE]: HOT_AREA_ROUTES },
    resolve: { alias: { 'codekade-area-routes$': resolve(appDirOf(options.name), routes) } },
    source: { define: { __CODEKADE_HOT_AREA__: JSON.stringify(options.name) } },
  };
}

/** Shells that may load a remote from its dev server: local ones, the production one, `dev:remote`'s live shell. */
export function devShellOrigins(liveShellUrl: string | undefined): (string | RegExp)[] {
  const live = liveShellUrl && URL.canParse(liveShellUrl) ? [new URL(liveShellUrl).origin] : [];
  return [/^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?$/, new URL(shellApp.productionUrl).origin, ...live];
}

/** The environment over the app's `.env` files, as Rsbuild reads it (a copy: nothing is written back). */
function environmentOf(appDir: string): Record<string, string> {
  // process.env's values are strings (an unset variable is absent).
  const env = { ...process.env } as Record<string, string>;
  loadEnv({ cwd: appDir, processEnv: env });
  return env;
}

export function defineFederatedApp(options: FederatedAppOptions) {
  const { exposes, title, extraConfig = {} } = options;
  const isRemote = exposes !== undefined;
  const settings = readBuildSettings(environmentOf(appDirOf(options.name)));
  // DEV_PORT lets `dev:remote` run beside a local composed site that already holds the usual port.
  const port = settings.devPort ?? DEFAULT_PORT_BASE + (apps.find((app) => app.name === options.name)?.portOffset ?? 0);
  return defineConfig(({ command }) => {
    const splitRemote = isRemote && command === 'build';
    const splitShell = !isRemote && command === 'build' && options.serverEntries !== undefined;
    const { exposes: devExposes, ...hotArea } =
      isRemote && command === 'dev' && settings.againstLiveShell ? hotAreaRoutes(options) : { exposes };
    const preset: RsbuildConfig = {
      plugins: [
        // In development every app runs on development React with Fast Refresh, inside a deployed shell too:
        // the shell's developer entry takes React from this dev server (docs/remote-team.md).
        pluginReact(),
        ...(splitRemote || splitShell
          ? []
          : [
              federationPlugin(
                { ...options, exposes: devExposes },
                settings.buildId,
                'own',
                command === 'build' ? 'build' : 'dev',
                undefined,
                settings.againstLiveShell,
              ),
            ]),
      ],
      // The checked PUBLIC_* settings, as the browser code reads them (shared/src/firebase/app.ts).
      source: { define: publicDefines(settings) },
      html: {
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
        favicon: fileURLToPath(new URL('./favicon.svg', import.meta.url)),
        title,
      },
      tools: {
        // Every build bundles the federation runtime's ES modules, which tree-shake (about 5 KB gzip less);
        // Rspack's aliases, beneath the app's own (`resolve.alias`, a dev server's area routes).
        rspack: { resolve: { alias: federationRuntimeAliases() } },
        // The same class names in every build: a shared component prerendered by a remote must carry the
        // class names of the shell's copy that hydrates it in the browser.
        cssLoader: { modules: { getLocalIdent: stableLocalIdent } },
      },
      server: {
        port,
        strictPort: true,
        // Remotes are fetched cross-origin by the shell: a local one, the production one and the live
        // shell `dev:remote --live` names; no other site may read a developer's code.
        cors: isRemote ? { origin: devShellOrigins(settings.liveShellUrl) } : false,
      },
      dev: {
        // Lazy compilation cannot serve federation's shared-module chunks, so every page would break.
        lazyCompilation: false,
        // Remote chunks must load from the remote's own origin, not from the page's, and the hot-reload
        // socket too: inside an HTTPS live shell the client would otherwise try wss:// on the shell's host.
        ...(isRemote
          ? { assetPrefix: `http://localhost:${port}/`, client: { protocol: 'ws' as const, host: 'localhost', port } }
          : {}),
      },
    };
    const environments = splitRemote
      ? remoteProductionEnvironments(options, settings.buildId)
      : splitShell && options.serverEntries
        ? shellProductionEnvironments(options, options.serverEntries, settings.buildId)
        : {};
    return mergeRsbuildConfig(preset, hotArea, environments, extraConfig);
  });
}
