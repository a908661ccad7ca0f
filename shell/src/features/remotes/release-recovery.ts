import type { RemoteName } from '@codekade/shared/contract';
import { isMissingFileError, type Recovery, urlOfMissingFile } from '@codekade/shared/release-recovery';
import { buildIdOf } from '../../lib/build-ids';
import { carryAreaTyping } from '../composition';
import { reportRemoteLoad } from '../measurements';
import { type AreaRoutesModule, type AreaState, areaState } from './area-state';
import { forgetRemote, loadAreaRoutesWithinBudget } from './remote-loader';
import { registeredRemotes, remoteServing } from './remote-manifests';

/** The build the remote's manifest names now, read past the HTTP cache. */
async function liveBuildOf(remote: RemoteName): Promise<unknown> {
  const manifestUrl = (await registeredRemotes())[remote];
  if (!manifestUrl) return undefined;
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  return response.ok ? buildIdOf(await response.json()) : undefined;
}

async function moveToLiveBuild(area: AreaState, recovery: Recovery): Promise<boolean> {
  const { remote } = area;
  const liveBuild = await liveBuildOf(remote);
  if (typeof liveBuild !== 'string' || liveBuild === area.loadedBuild) return false;
  console.warn(
    `[shell] A file of remote "${remote}" build ${area.loadedBuild ?? 'unknown'} is gone; ` +
      `moving to its live release (build ${liveBuild}).`,
  );
  forgetRemote(remote);
  const adopt = async (routes: AreaRoutesModule) => {
    // The area mounts afresh, its forms starting from what was typed into the old ones.
    if (recovery === 'area') await carryAreaTyping();
    area.adoptRelease(routes.default, { remount: recovery === 'area' });
  };
  // Past the load budget the move has failed (what is on screen stays, or the fallback shows), but
  // the live release's code that still arrives is adopted then, as a late area mounts by itself.
  await adopt(await loadAreaRoutesWithinBudget(remote, adopt));
  return true;
}

/**
 * A file of `remote` did not load: one fresh read of its manifest. A newer build is live (a release
 * replaced the file): its routes are loaded (its entry registers its shared modules), then, for
 * `area`, the area renders from them in one swap, so the server's HTML or the old render stays on
 * screen until then; for `code`, what is on screen stays and only later loads use the new release.
 * Resolves false when nothing newer is live or the new release does not load either.
 */
export function moveAreaToLiveRelease(remote: RemoteName, recovery: Recovery = 'area'): Promise<boolean> {
  const area = areaState(remote);
  const moved = area.moveToLiveRelease(() =>
    moveToLiveBuild(area, recovery).catch((error: unknown) => {
      console.error(`[shell] The live release of remote "${remote}" did not load either.`, error);
      return false;
    }),
  );
  void moved.then((done) => reportRemoteLoad(remote, undefined, done ? 'recovery' : 'failure'));
  return moved;
}

/** The shell's answer to `reportMissingFile` (@codekade/shared/release-recovery). */
export async function recoverMissingFile(error: unknown, recovery: Recovery): Promise<boolean> {
  const url = isMissingFileError(error) ? urlOfMissingFile(error) : undefined;
  const remote = url ? await remoteServing(url) : undefined;
  return remote ? moveAreaToLiveRelease(remote, recovery) : false;
}
