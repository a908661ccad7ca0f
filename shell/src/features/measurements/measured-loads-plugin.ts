import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { firstManifests, loadErrors, remoteManifestUrls, reportRemoteLoad } from './measurement-events';

/**
 * The federation runtime's side of the measurements: where each remote's manifest was loaded from
 * (its code lives beside it, which tells whose code threw an error) and which build it named, and
 * every load it could not complete (a manifest, an entry or a module that failed) as a load failure.
 */
export function measuredLoadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-measured-loads',
    loadRemoteSnapshot(args) {
      const { name } = args.moduleInfo;
      if (typeof args.manifestUrl === 'string' && !remoteManifestUrls.has(name)) {
        remoteManifestUrls.set(name, args.manifestUrl);
        firstManifests.set(name, args.manifestJson);
      }
      return args;
    },
    errorLoadRemote(args) {
      if (typeof args.error === 'object' && args.error !== null) loadErrors.add(args.error);
      const remote = args.remote?.name ?? args.id.split('/')[0];
      if (remote) reportRemoteLoad(remote, undefined, 'failure');
      // No fallback module: the error goes on to the area, which shows its fallback.
      return undefined;
    },
  };
}
