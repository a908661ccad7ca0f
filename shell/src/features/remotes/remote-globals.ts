/**
 * Lets a remote's next entry (a newer release, or a retry) start with a clean slate in this page. A
 * remote's build keeps its chunks in `self.chunk_<name>_<build id>` (one global per build, so a newer
 * release never adopts an older one's chunks: module ids of another build, "is not a function"), its
 * container in `self.<name>`, and it provides shared modules to the federation's share scope: shared
 * modules the old build provided but never finished loading would still be fetched from it, from
 * files a release has removed.
 */

interface SharedEntry {
  from?: unknown;
  loaded?: unknown;
  lib?: unknown;
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry | undefined>>>>;

const valuesOf = <T>(record: Record<string, T> | undefined): T[] => (record ? Object.values(record) : []);

/** Removes the share-scope entries `remote` provides that no one has loaded (a failed load included). */
function dropUnloadedShares(remote: string): void {
  const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__;
  for (const instance of valuesOf(scopes)) {
    for (const scope of valuesOf(instance)) {
      for (const versions of valuesOf(scope)) {
        for (const [version, entry] of Object.entries(versions ?? {})) {
          if (entry?.from === remote && !entry.loaded && !entry.lib) delete versions[version];
        }
      }
    }
  }
}

export function resetRemoteGlobals(remote: string): void {
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.keys(globals)) if (key.startsWith(`chunk_${remote}_`)) globals[key] = undefined;
  // Declared with `var` by the entry, so it cannot be deleted, only emptied.
  globals[remote] = undefined;
  dropUnloadedShares(remote);
}
