import { isRemoteName, type RemoteName } from '@codekade/shared/contract';
import { isMissingFileError, type Recovery, urlOfMissingFile } from '@codekade/shared/release-recovery';
import { buildIdOf, loadedBuildId } from '../../lib/build-ids';
import { reportRemoteLoad } from '../measurements';
import { adoptAreaModule } from './area-modules';
import { forgetRemote, loadAreaRoutesWithinBudget, registeredRemotes } from './remote-loader';

// One recovery per remote at a time: the parts that fail together share one read of the manifest.
const recoveries = new Map<RemoteName, Promise<boolean>>();

/** The remote whose files live under the URL (the folder of its manifest). */
async function remoteServing(url: string): Promise<RemoteName | undefined> {
  const config = await registeredRemotes();
  const found = Object.entries(config).find(([, manifestUrl]) => url.startsWith(new URL('.', manifestUrl).href));
  return found && isRemoteName(found[0]) ? found[0] : undefined;
}

async function liveBuildOf(remote: RemoteName): Promise<unknown> {
  const manifestUrl = (await registeredRemotes())[remote];
  if (!manifestUrl) return undefined;
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  return response.ok ? buildIdOf(await response.json()) : undefined;
}

/**
 * A file of `remote` did not load: one fresh read of its manifest. A newer build is live (a release
 * replaced the file): its routes are loaded (its entry registers its shared modules), then, for
 * `area`, the area renders from them in one swap, so the server's HTML or the old render stays on
 * screen until then; for `code`, what is on screen stays and only later loads use the new release.
 * Resolves false when nothing newer is live or the new release does not load either.
 */
export function moveAreaToLiveRelease(remote: RemoteName, recovery: Recovery = 'area'): Promise<boolean> {
  let pending = recoveries.get(remote);
  if (pending) return pending;
  pending = (async () => {
    const liveBuild = await liveBuildOf(remote);
    if (typeof liveBuild !== 'string' || liveBuild === loadedBuildId(remote)) return false;
    console.warn(
      `[shell] A file of remote "${remote}" build ${loadedBuildId(remote) ?? 'unknown'} is gone; ` +
        `moving to its live release (build ${liveBuild}).`,
    );
    forgetRemote(remote);
    const routes = await loadAreaRoutesWithinBudget(remote);
    adoptAreaModule(remote, routes.default, { remount: recovery === 'area' });
    return true;
  })()
    .catch((error: unknown) => {
      console.error(`[shell] The live release of remote "${remote}" did not load either.`, error);
      return false;
    })
    .finally(() => recoveries.delete(remote));
  void pending.then((moved) => reportRemoteLoad(remote, undefined, moved ? 'recovery' : 'failure'));
  recoveries.set(remote, pending);
  return pending;
}

/** The shell's answer to `reportMissingFile` (@codekade/shared/release-recovery). */
export async function recoverMissingFile(error: unknown, recovery: Recovery): Promise<boolean> {
  const url = isMissingFileError(error) ? urlOfMissingFile(error) : undefined;
  const remote = url ? await remoteServing(url) : undefined;
  return remote ? moveAreaToLiveRelease(remote, recovery) : false;
}
