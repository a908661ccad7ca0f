/**
 * The developer-override tooling's public module: a developer's local or preview remote in this
 * browser (`?remoteOverride=`), its badge, and the guard on what an overridden remote may load.
 * What it exports is cheap: the override code itself loads only on a page that may have an override
 * (`active-overrides.ts`), so a visitor's page never carries it.
 */
export { type ActiveOverrides, activeOverrides, activeRemoteOverrides } from './active-overrides';
export { LocalRemoteBadgeSlot } from './LocalRemoteBadgeSlot';
