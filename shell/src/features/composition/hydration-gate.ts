import type { RemoteName } from '@codekade/shared/contract';
import { compositionData } from '../../lib/composition-data';

let awaitingCode = true;
let serverHtmlTaken = false;

/** What the gate needs of the area: the build its code came from, and a way to render it afresh. */
interface GatedArea {
  readonly loadedBuild: string | undefined;
  remount(): void;
}

/**
 * Before the page area is rendered afresh: what was typed into its forms goes over to the new render.
 * Call it right before that render: it reads the fields once its code has come (only a page that
 * renders an area afresh needs it, so the first load goes without), and never fails.
 */
export async function carryAreaTyping(): Promise<void> {
  try {
    const { carryTypedValues } = await import('@codekade/shared/hooks/useValuesTypedBeforeHydration');
    const area = document.getElementById('main');
    if (area) carryTypedValues(area);
  } catch (error) {
    console.error('[shell] What was typed into the page area could not be carried to its new render.', error);
  }
}

/**
 * Whether `remote`'s area holds the server's HTML: the composed remote's first area, until one has
 * been committed (`serverHtmlCommitted`). Asking has no effect, so a render that React throws away and
 * starts again (a visitor's input while the page hydrates) gets the same answer the second time.
 * Every later area (a visit after navigating away) starts without HTML of its own.
 */
export function holdsServerHtml(remote: RemoteName): boolean {
  return !serverHtmlTaken && compositionData()?.area?.remote === remote;
}

/** The area holding the server's HTML was committed: no later area takes it. */
export function serverHtmlCommitted(): void {
  serverHtmlTaken = true;
}

/**
 * Decides, once the server-rendered area's code has loaded, whether it may hydrate the server's HTML:
 * only the build that rendered the HTML can. Another build (a remote deployed in between, a local
 * override) would not match, so the area is rendered afresh instead: the loader never resolves, the
 * server's HTML stays on screen, and the area mounts afresh with the loaded code in one commit, its
 * forms starting from what was typed into the server's.
 */
export function hydrationGate<T>(remote: RemoteName, module: T, area: GatedArea): T | Promise<T> {
  const composed = compositionData()?.area;
  if (!awaitingCode || composed?.remote !== remote) return module;
  awaitingCode = false;
  if (area.loadedBuild === composed.buildId) return module;
  console.info(
    `[shell] Remote "${remote}" build ${area.loadedBuild ?? 'unknown'} differs from the server's HTML ` +
      `(build ${composed.buildId}); rendering it in the browser instead of hydrating.`,
  );
  void carryAreaTyping().then(() => area.remount());
  return new Promise<T>(() => undefined);
}
