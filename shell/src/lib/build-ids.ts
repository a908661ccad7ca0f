import { manifestBuildInfo } from '@codekade/shared/remote-manifest';

/** The build id a remote's manifest names (see the build preset); the prerendered HTML names the same. */
export function buildIdOf(manifest: unknown): string | undefined {
  return manifestBuildInfo(manifest).buildId;
}
