/**
 * The developer-override tooling's public module: a developer's local or preview remote in this
 * browser (`?remoteOverride=`), its badge, and the guard on what an overridden remote may load.
 */
export { LocalRemoteBadge } from './LocalRemoteBadge';
export { activeRemoteOverrides, OVERRIDE_PARAM, validOverride } from './local-overrides';
export { loopbackGuardPlugin } from './loopback-guard-plugin';
