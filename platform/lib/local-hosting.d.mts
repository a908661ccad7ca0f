/** Types of npm start's local hosting (local-hosting.mjs) for the TypeScript commands and tests. */
import type { HostingTarget } from '../rollout/release-commands';

export interface LocalSite {
  target: string;
  dir: string;
  releasesDir: string;
  pointerFile: string;
}

export function localHostingDir(env?: Record<string, string | undefined>, portBase?: number): string;
export function localSite(hostingDir: string, target: string): LocalSite;
export function liveReleaseDir(site: LocalSite): string | undefined;
export function publishLocalRelease<T>(
  site: LocalSite,
  assemble: (releaseDir: string) => Promise<T>,
): Promise<{ name: string; dir: string; result: T }>;
export function localHostingTarget(site: LocalSite): HostingTarget;
export function startLocalSite(
  site: LocalSite,
  buildDir: string,
  options?: { log?: (line: string) => void },
): Promise<{ name: string; dir: string }>;
export function followLiveRelease(site: LocalSite, onChange: (dir: string) => void): () => void;
