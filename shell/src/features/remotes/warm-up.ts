import type { RemoteName } from '@codekade/shared/contract';
import { WARM_UP_MARK } from '@codekade/shared/warm-up';
import { compositionData } from '../../lib/composition-data';
import { pageAreas } from '../../lib/site-areas';
import { whenIdleAfterLoad } from '../../lib/when-idle-after-load';
import { whenQuiet } from '../../lib/when-quiet';
import { prefetchSlotsOf } from './fragment-slots';
import { withinLoadBudget } from './load-budget';
import { runAreaWarmUp, warmArea, warmAreaFiles } from './remote-loader';

/** How long the page must be quiet (no input, no request finishing) before the other areas' code runs. */
export const WARM_UP_QUIET_MS = 2000;

/**
 * Resolves once this page's own area is live (`<html data-area="ready">`), at once on a page without
 * one: other areas' code never competes with this page's own load, or its move to a newer release.
 */
function ownAreaLive(): Promise<void> {
  const root = document.documentElement;
  const live = () => !compositionData()?.area || root.dataset.area === 'ready';
  if (live()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!live()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-area'] });
  });
}

/** Every area but the one whose server HTML this page shows (its code loads for the page itself), in the discovery document's order. */
function otherAreas(): RemoteName[] {
  const shown = compositionData()?.area?.remote;
  return pageAreas()
    .remotes.map((remote) => remote.name)
    .filter((remote) => remote !== shown);
}

/**
 * Readies every other area for the visitor's next tap, in two steps that never touch the first load:
 * once the page has loaded and the browser is idle, their files arrive into the cache without running
 * (network only), with the fragment slots their pages show; once the page's own area is live and the page has then been quiet for
 * WARM_UP_QUIET_MS (its loading settled, the visitor not busy with it), the routes of each area whose
 * files are there run and become the area's code, one area after the other (short tasks, yielding
 * between the federation runtime's steps). A remote whose files are late runs when they arrive; it
 * holds back no other.
 * Returns the function that stops what has not started.
 */
export function warmUpOtherAreas(): () => void {
  let stopped = false;
  let stopWaiting: () => void = () => undefined;
  const stopIdleWait = whenIdleAfterLoad(() => {
    performance.mark(WARM_UP_MARK);
    const filesThere = otherAreas().map((remote) => {
      // The fragment slots its pages show (the shown area's came with its server HTML).
      prefetchSlotsOf(remote);
      return warmAreaFiles(remote).then(
        () => remote,
        () => remote,
      );
    });
    void ownAreaLive()
      .then(() => {
        if (stopped) return;
        const { quiet, cancel } = whenQuiet(WARM_UP_QUIET_MS);
        stopWaiting = cancel;
        return quiet;
      })
      .then(() => {
        if (stopped) return;
        // One area at a time, so two areas' steps never share a task on the phone's main thread; one
        // whose code hangs holds the next back no longer than a visit would wait for it. The shown
        // area's own warm-up comes first: a tap inside it is the likeliest.
        const shown = compositionData()?.area?.remote;
        let turn: Promise<unknown> = shown
          ? withinLoadBudget(runAreaWarmUp(shown), `Remote "${shown}"`).catch(() => undefined)
          : Promise.resolve();
        for (const files of filesThere) {
          void files.then((remote) => {
            turn = turn.then(() => {
              if (stopped) return;
              const warmed = warmArea(remote).then(() => runAreaWarmUp(remote));
              return withinLoadBudget(warmed, `Remote "${remote}"`).catch(() => undefined);
            });
          });
        }
      });
  });
  return () => {
    stopped = true;
    stopIdleWait();
    stopWaiting();
  };
}
