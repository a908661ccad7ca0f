import { ROUTES_EXPOSE } from './contract';

interface ManifestAssets {
  /** `async`: the chunks the module may load later (a page's own data, say). */
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async: string[] };
}

/** The parts of a remote's `mf-manifest.json` the site reads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
}

/**
 * What every build writes into its manifest's `metaData.buildInfo` (the build preset): the shared
 * contract major the shell checks, the runtime level `pnpm check:remote` checks, the build id the prerendered HTML names, and what `pnpm status`
 * shows (package version, commit, build time).
 */
export interface ManifestBuildInfo {
  sharedContractMajor: number;
  /** The shell's federation runtime level a remote entry needs or the shell gives (the build preset's SHELL_RUNTIME_LEVEL). */
  shellRuntimeLevel: number;
  buildId: string;
  version: string;
  commit: string;
  buildTime: string;
}

/**
 * The one reader of a manifest's build info, for the shell, the composer's contract check and
 * `pnpm status`: each field as the build wrote it, or undefined when it is missing or of another
 * type (a manifest is data from outside). Read by hand, not with the workspace's schema library:
 * the shell reads it in every route's first load, where valibot's core would add about 2 KB gzip
 * (home's first load is within 2 KB of its 150 KB budget).
 */
export function manifestBuildInfo(manifest: unknown): Partial<ManifestBuildInfo> {
  const metaData = (manifest as { metaData?: unknown } | null | undefined)?.metaData;
  const info = (metaData as { buildInfo?: unknown } | null | undefined)?.buildInfo;
  if (typeof info !== 'object' || info === null) return {};
  const field = (key: keyof ManifestBuildInfo, type: 'string' | 'number') => {
    const value = (info as Record<string, unknown>)[key];
    return typeof value === type ? value : undefined;
  };
  return {
    sharedContractMajor: field('sharedContractMajor', 'number') as number | undefined,
    shellRuntimeLevel: field('shellRuntimeLevel', 'number') as number | undefined,
    buildId: field('buildId', 'string') as string | undefined,
    version: field('version', 'string') as string | undefined,
    commit: field('commit', 'string') as string | undefined,
    buildTime: field('buildTime', 'string') as string | undefined,
  };
}

/**
 * The one reader of the manifest format: the files a remote's routes need at first load (its entry,
 * the routes module's scripts and styles) and the styles its routes may load later, relative to the
 * manifest. Used by the remote's prerender and by the shell's idle warm-up.
 */
export function routesFilesOf(manifest: RemoteManifest) {
  const routes = manifest.exposes.find((expose) => expose.path === ROUTES_EXPOSE);
  if (!routes) throw new Error(`The remote's manifest exposes no "${ROUTES_EXPOSE}" module.`);
  const { path, name } = manifest.metaData.remoteEntry;
  return {
    scripts: [path ? `${path}/${name}` : name, ...routes.assets.js.sync],
    styles: routes.assets.css.sync,
    laterStyles: routes.assets.css.async,
  };
}
