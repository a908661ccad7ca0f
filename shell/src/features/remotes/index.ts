/** The remote-loading feature's public module: an area's remote, its server slot, prefetch and recovery. */
export { recoverMissingFile } from './area-releases';
export { RemoteArea } from './RemoteArea';
export { AREA_SLOT, ServerArea } from './ServerArea';
export { useRemotePrefetch } from './useRemotePrefetch';
