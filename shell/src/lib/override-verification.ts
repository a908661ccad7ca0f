import { CONTRACT_MAJOR, ROUTES_EXPOSE } from '@codekade/shared/contract';
import { contractMajorOf } from './contract-guard';
import { snapshotHostProblem } from './loopback-urls';

/** How long a requested override's manifest may take; past it the deployed remote is used. */
export const OVERRIDE_CHECK_TIMEOUT_MS = 3_000;

interface ManifestShape {
  metaData?: { publicPath?: unknown; getPublicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } };
  exposes?: unknown;
  shared?: unknown;
}

/** The files the federation runtime would derive from this manifest, resolved the way it does. */
function filesOf(manifest: ManifestShape, manifestUrl: string) {
  const { metaData = {} } = manifest;
  const { path, name } = metaData.remoteEntry ?? {};
  const publicPath =
    metaData.publicPath === 'auto' || metaData.publicPath === '' ? new URL('.', manifestUrl).href : metaData.publicPath;
  return {
    ...('getPublicPath' in metaData ? { getPublicPath: metaData.getPublicPath } : {}),
    publicPath,
    remoteEntry:
      typeof name === 'string' ? [path, name].filter((part) => typeof part === 'string' && part).join('/') : undefined,
    modules: manifest.exposes,
    shared: manifest.shared,
  };
}

/** What makes this JSON unusable as the manifest of a remote of this shell, if anything. */
export function overrideManifestProblem(json: unknown, manifestUrl: string): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'it is not a JSON object';
  const manifest = json as ManifestShape;
  if (typeof manifest.metaData !== 'object' || manifest.metaData === null) return 'it has no metaData';
  if (!Array.isArray(manifest.shared)) return 'it has no shared list';
  if (!Array.isArray(manifest.exposes) || !manifest.exposes.some((expose) => expose?.path === ROUTES_EXPOSE)) {
    return `it exposes no "${ROUTES_EXPOSE}"`;
  }
  const major = contractMajorOf(manifest);
  if (major !== CONTRACT_MAJOR)
    return `it was built against shared contract major ${String(major)}, not ${CONTRACT_MAJOR}`;
  return snapshotHostProblem(filesOf(manifest, manifestUrl), manifestUrl);
}

/**
 * Loads a requested override's manifest before the override is accepted, so a link to nothing, to
 * something that is not a manifest, or to a manifest that would load foreign code is refused
 * instead of stored (where it would break that page on every later visit). Every file must come from
 * the manifest's own host: this machine, or that one preview channel.
 */
export async function verifyOverrideManifest(manifestUrl: string): Promise<string | undefined> {
  let json: unknown;
  try {
    const response = await fetch(manifestUrl, {
      cache: 'no-store',
      signal: AbortSignal.timeout(OVERRIDE_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return `its manifest answered HTTP ${response.status}`;
    json = await response.json();
  } catch (error) {
    return `its manifest could not be loaded (${error instanceof Error ? error.message : String(error)})`;
  }
  return overrideManifestProblem(json, manifestUrl);
}
