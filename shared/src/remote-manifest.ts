import * as v from 'valibot';
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

const textOrNone = v.fallback(v.optional(v.string()), undefined);
const numberOrNone = v.fallback(v.optional(v.number()), undefined);

/** A manifest with build info: each field the build writes, or none where it is missing or of another type. */
const withBuildInfo = v.object({
  metaData: v.object({
    buildInfo: v.object({
      sharedContractMajor: numberOrNone,
      shellRuntimeLevel: numberOrNone,
      buildId: textOrNone,
      version: textOrNone,
      commit: textOrNone,
      buildTime: textOrNone,
    }),
  }),
});

/**
 * The one reader of a manifest's build info, for the shell, the composer's contract check and
 * `pnpm status`: each field as the build wrote it, or undefined when it is missing or of another
 * type (a manifest is data from outside).
 */
export function manifestBuildInfo(manifest: unknown): Partial<ManifestBuildInfo> {
  const read = v.safeParse(withBuildInfo, manifest);
  return read.success ? read.output.metaData.buildInfo : {};
}

const files = v.array(v.string());
const assets = v.object({
  js: v.object({ sync: files, async: v.optional(files) }),
  css: v.object({ sync: files, async: files }),
});

/** The parts of `mf-manifest.json` the site reads, as a schema (the manifest is data from outside). */
const remoteManifest = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string(), path: v.string() }) }),
  exposes: v.array(v.object({ path: v.string(), assets })),
  shared: v.array(v.object({ name: v.string(), assets })),
});

/** A fetched manifest as the site reads it, or an Error saying in English what is off. */
export function parseRemoteManifest(json: unknown): RemoteManifest {
  const read = v.safeParse(remoteManifest, json, { abortEarly: true });
  if (read.success) return read.output;
  const [issue] = read.issues;
  throw new Error(
    `The remote's manifest is not one the site reads: ${v.getDotPath(issue) ?? 'the manifest'} ${issue.message}`,
  );
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
