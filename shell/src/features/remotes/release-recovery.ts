import type { RemoteName } from '@codekade/shared/contract';
import type { DiscoveredRemote } from '@codekade/shared/discovery';
import { isMissingFileError, type Recovery, urlOfMissingFile } from '@codekade/shared/release-recovery';
import { fetchAreas } from '../../lib/site-areas';
import { carryAreaTyping } from '../composition';
import { reportRemoteLoad } from '../measurements';
import { activeRemoteOverrides } from '../remote-overrides';
import { type AreaRoutesModule, type AreaState, areaState } from './area-state';
import { learnPins, servedManifestOf } from './pins';
import { loadAreaRoutesWithinBudget } from './remote-loader';
import { moveRemoteTo, remoteServing } from './remote-manifests';

/**
 * The version the site serves of `remote` now: the entry of its own discovery document (the
 * composer's answer, read past the HTTP cache) with the pins of its versions; a remote's site is
 * never asked (issue 48). Undefined for a remote a developer overrode, or one that names no version.
 */
async function liveVersionOf(remote: RemoteName): Promise<DiscoveredRemote | undefined> {
  if (remote in (await activeRemoteOverrides())) return undefined;
  return (await fetchAreas()).remotes.find((entry) => entry.name === remote && entry.version !== undefined);
}

async function moveToLiveBuild(area: AreaState, recovery: Recovery): Promise<boolean> {
  const { remote } = area;
  const live = await liveVersionOf(remote);
  const liveBuild = live?.version;
  if (!live || liveBuild === undefined || liveBuild === area.loadedBuild) return false;
  console.warn(
    `[shell] A file of remote "${remote}" build ${area.loadedBuild ?? 'unknown'} is gone; ` +
      `moving to its live release (build ${liveBuild}).`,
  );
  learnPins(live);
  area.routesLoad = undefined;
  await moveRemoteTo(remote, servedManifestOf(live));
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
 * A file of `remote` did not load: one fresh read of the site's discovery document. It serves a newer
 * build (a release replaced the file): its routes are loaded (its entry registers its shared modules), then, for
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

/**
 * Whether the file a load failed on was a pinned file whose bytes were not the pinned ones (issue 48):
 * told once, and never a reason to move the area (the live release's files would be checked the same
 * way); the caller keeps what it shows. Its code loads after a failure only (integrity-failures.ts).
 */
export const failedOnChangedFile = (error: unknown): Promise<boolean> =>
  import('./integrity-failures').then((failures) => failures.failedOnChangedFile(error));

/** The shell's answer to `reportMissingFile` (@codekade/shared/release-recovery). */
export async function recoverMissingFile(error: unknown, recovery: Recovery): Promise<boolean> {
  const url = isMissingFileError(error) ? urlOfMissingFile(error) : undefined;
  const remote = url ? await remoteServing(url) : undefined;
  if (!remote || (await failedOnChangedFile(error))) return false;
  return moveAreaToLiveRelease(remote, recovery);
}
