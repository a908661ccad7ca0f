import type { RemoteName } from '@codekade/shared/contract';
import { isMissingFileError } from '@codekade/shared/release-recovery';
import { hydrationGate } from '../composition';
import { loadedAreas } from './area-modules';
import { moveAreaToLiveRelease } from './area-releases';
import { REMOTE_LOAD_BUDGET_MS } from './load-budget';
import { type AreaRoutesModule, loadAreaRoutes } from './remote-loader';
import { setServerAreaLate } from './server-area-lateness';

/** Never settles: Suspense keeps what it shows, here the server's readable HTML. */
const keepServerHtml = () => new Promise<never>(() => undefined);

async function codeOrNothing(remote: RemoteName): Promise<AreaRoutesModule | undefined> {
  const budget = setTimeout(() => setServerAreaLate(true), REMOTE_LOAD_BUDGET_MS);
  try {
    return await loadAreaRoutes(remote);
  } catch (error) {
    if (isMissingFileError(error) && (await moveAreaToLiveRelease(remote))) return undefined;
    console.error(`[shell] Remote "${remote}" did not load; its server HTML stays on screen, readable.`, error);
    setServerAreaLate(true);
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
 * area from that release in one swap, as any area does (area-releases.ts).
 */
export async function serverAreaCode(remote: RemoteName): Promise<AreaRoutesModule> {
  const module = await codeOrNothing(remote);
  if (!module) return keepServerHtml();
  loadedAreas.set(remote, module.default);
  setServerAreaLate(false);
  return hydrationGate(remote, module);
}
