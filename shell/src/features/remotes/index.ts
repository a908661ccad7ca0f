/** The remote-loading feature's public module: an area's remote, its server slot, prefetch and recovery. */
export { provideFragmentSlots } from './fragment-slots';
export { RemoteArea } from './RemoteArea';
export { recoverMissingFile } from './release-recovery';
export { AREA_SLOT, ServerArea } from './ServerArea';
export { useRemotePrefetch } from './useRemotePrefetch';
