import { remoteApps } from '@codekade/platform/app-registry';
import { discoveryDocument } from '@codekade/platform/discovery-document';
import type { VersionPin } from '@codekade/shared/integrity';
import { versionOfManifestUrl } from '@codekade/shared/versions';

/** What the test document serves and pins of a remote: a version's manifest pin, or its versions as a release wrote them. */
type Pinned = string | { version?: string; pins: VersionPin[] };

/**
 * The discovery document of the registry's remotes that `manifests` names, pinned as `pinned` says
 * (none: the area's files are never used). A digest pins the manifest `manifests` names, which is
 * then a version's (`…/v/<id>/mf-manifest.json`): the document serves that version of the remote
 * whose root lies above it. Otherwise `manifests` names the root and `pinned` the versions.
 */
export function discoveryOf(manifests: Record<string, string>, pinned: Record<string, Pinned> = {}): unknown {
  const roots = Object.fromEntries(
    Object.entries(manifests).map(([remote, url]) => {
      const version = typeof pinned[remote] === 'string' ? versionOfManifestUrl(url) : undefined;
      return [remote, version ? new URL('../../mf-manifest.json', url).href : url];
    }),
  );
  return discoveryDocument(roots, {
    apps: remoteApps.filter((app) => app.name in manifests),
    versionsOf: (app) => {
      const pin = pinned[app.name];
      if (pin === undefined) return undefined;
      if (typeof pin !== 'string') return pin;
      const version = versionOfManifestUrl(manifests[app.name] ?? '');
      if (!version) throw new Error(`A digest pins a version's manifest; ${manifests[app.name]} is none.`);
      return { version, pins: [{ version, integrity: pin }] };
    },
  });
}
