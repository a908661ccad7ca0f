import type { RemoteName } from '@codekade/shared/contract';
import { isMissingFileError } from '@codekade/shared/release-recovery';
import type { ComponentType, LazyExoticComponent } from 'react';
import { hydrationGate } from '../composition';
import { type AreaRoutesModule, type AreaState, areaState } from './area-state';
import { REMOTE_LOAD_BUDGET_MS } from './load-budget';
import { failedOnChangedFile, moveAreaToLiveRelease } from './release-recovery';
import { loadAreaRoutes } from './remote-loader';

/** Never settles: Suspense keeps what it shows, here the server's readable HTML. */
const keepServerHtml = () => new Promise<never>(() => undefined);

async function codeOrNothing(area: AreaState): Promise<AreaRoutesModule | undefined> {
  const { remote } = area;
  const budget = setTimeout(() => area.setLate(true), REMOTE_LOAD_BUDGET_MS);
  try {
    return await loadAreaRoutes(remote);
  } catch (error) {
    // A file that is not the pinned one stays refused (issue 48); a gone one moves to the live release.
    if (isMissingFileError(error) && !(await failedOnChangedFile(error)) && (await moveAreaToLiveRelease(remote)))
      return undefined;
    console.error(`[shell] Remote "${remote}" did not load; its server HTML stays on screen, readable.`, error);
    area.setLate(true);
    return undefined;
  } finally {
    clearTimeout(budget);
  }
}

/**
 * The code of the area whose readable HTML came from the server. That HTML reads, links and takes
 * typing without its code, so nothing takes its place when the code is slow: past the load budget a
 * calm note says the page is not fully loaded, and the area hydrates whenever its code arrives. Code
 * that does not come keeps the HTML and the note; a file that a newer release replaced renders the
 * area from that release in one swap, as any area does (release-recovery.ts).
 */
export async function serverAreaCode(remote: RemoteName): Promise<AreaRoutesModule> {
  const area = areaState(remote);
  const module = await codeOrNothing(area);
  if (!module) return keepServerHtml();
  area.routesLoaded(module.default);
  area.setLate(false);
  return hydrationGate(remote, module, area);
}

/** The one lazy area that hydrates `remote`'s server HTML (its area's `serverArea`). */
export function serverAreaComponent(remote: RemoteName): LazyExoticComponent<ComponentType> {
  return areaState(remote).serverArea(() => serverAreaCode(remote));
}
