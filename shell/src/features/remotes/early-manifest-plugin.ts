import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-remote-load';

/** Lets the federation runtime use the manifest the start-up script already requested. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'codekade-early-manifest',
    fetch(url) {
      return takeEarlyManifest(url)?.catch(() => fetch(url));
    },
  };
}
