import { remoteApps } from '@codekade/platform/app-registry';
import { discoveryDocument } from '@codekade/platform/discovery-document';

/**
 * The discovery document of the registry's remotes that `manifests` names, each at its manifest there
 * and pinned as `pins` says (none: the area's files are never used).
 */
export function discoveryOf(manifests: Record<string, string>, pins: Record<string, string> = {}): unknown {
  return discoveryDocument(manifests, {
    apps: remoteApps.filter((app) => app.name in manifests),
    pinOf: (app) => pins[app.name],
  });
}
