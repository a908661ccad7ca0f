import type { RemoteName } from '@codekade/shared/contract';
import { siteAreas } from '@codekade/shared/routes';
import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import { compositionData } from '../../lib/composition-data';
import { whenIdleAfterLoad } from '../../lib/when-idle-after-load';
import { whenQuiet } from '../../lib/when-quiet';
import { warmArea, warmAreaFiles } from './remote-loader';

/** How long the page must be quiet (no input, no request finishing) before the other areas' code runs. */
export const WARM_UP_QUIET_MS = 2000;

/** Every area but the one whose server HTML this page shows (its code loads for the page itself). */
function otherAreas(): RemoteName[] {
  const shown = compositionData()?.area?.remote;
  return siteAreas.map((area) => area.remote).filter((remote) => remote !== shown);
}

/**
 * Readies every other area for the visitor's next tap, in two steps that never touch the first load:
 * once the page has loaded and the browser is idle, their files arrive into the cache without running
 * (network only); once the page has then been quiet for WARM_UP_QUIET_MS (its loading settled, the
 * visitor not busy with it), their routes run and become the areas' code (short tasks, yielding
 * between the federation runtime's steps). Returns the function that stops what has not started.
 */
export function warmUpOtherAreas(): () => void {
  let stopped = false;
  let stopWaiting: () => void = () => undefined;
  const stopIdleWait = whenIdleAfterLoad(() => {
    performance.mark(WARM_UP_MARK);
    const remotes = otherAreas();
    void Promise.all(remotes.map((remote) => warmAreaFiles(remote).catch(() => undefined))).then(async () => {
      if (stopped) return;
      const { quiet, cancel } = whenQuiet(WARM_UP_QUIET_MS);
      stopWaiting = cancel;
      await quiet;
      for (const remote of remotes) warmArea(remote).catch(() => undefined);
    });
  });
  return () => {
    stopped = true;
    stopIdleWait();
    stopWaiting();
  };
}
