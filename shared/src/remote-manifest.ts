import { ROUTES_EXPOSE } from './contract';

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[]; async: string[] };
}

/** The parts of a remote's `mf-manifest.json` the site reads. */
export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
  shared: { name: string; assets: ManifestAssets }[];
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
