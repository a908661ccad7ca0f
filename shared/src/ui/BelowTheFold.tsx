import { reportMissingFile, urlOfMissingFile } from '@codekade/shared/release-recovery';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { holdInputUntilLoaded, replayHeldInput } from './below-the-fold-input';

/**
 * Resolves once the part's wrapper scrolls near the viewport. A wrapper without the server's HTML in
 * it (rendered in the browser: a later visit, or server HTML of another release rendered afresh)
 * resolves at once: there is nothing on screen to keep.
 */
function nearViewport(element: Element): Promise<void> {
  if (!element.hasChildNodes() || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
  });
}

/**
 * Marks the part as live (`data-ready` on its wrapper) once its code runs, hydrated or rendered, and
 * replays what the visitor clicked or pressed on it before.
 */
function PartReady({ name }: { name: string }) {
  useEffect(() => {
    const part = document.querySelector(`[data-below-the-fold="${name}"]`);
    part?.setAttribute('data-ready', '');
    if (part) replayHeldInput(name, part);
  }, [name]);
  return null;
}

/** Never settles: Suspense keeps what it shows (the server's HTML while hydrating). */
const keepWhatIsShown = () => new Promise<never>(() => undefined);

/**
 * Loads the part's code. A file that does not load (a release replaced it, the network failed) is
 * reported to the shell, which renders the whole area from the live release when there is a newer
 * one; otherwise the part keeps its server HTML on screen instead of taking the area down.
 */
async function loadPart(
  name: string,
  load: () => Promise<ComponentType>,
  wrapper: Element | undefined,
): Promise<{ default: ComponentType }> {
  try {
    return { default: await load() };
  } catch (error) {
    // A part of an area already rendered from a newer release has nothing left to show or report.
    if (wrapper && !wrapper.isConnected) return keepWhatIsShown();
    if (!(await reportMissingFile(error))) {
      const file = urlOfMissingFile(error) ?? 'a file';
      console.error(`[below the fold] "${name}" could not load ${file}; its server HTML stays as it is.`, error);
    }
    return keepWhatIsShown();
  }
}

/**
 * A part of a page below the fold, with its code split off. While hydrating a server-rendered page
 * its server HTML stays as it is and its code loads and hydrates only when it nears the viewport, so
 * the phone's main thread serves what the visitor sees first. Rendered in the browser (a later visit,
 * server HTML of another release rendered afresh) or in the prerender it loads at once. The part
 * waits for its own wrapper (a ref, not a query by name, which could find the old HTML about to be
 * replaced, which never scrolls into view) and never re-renders while it waits: an update would make
 * React drop the server HTML it is keeping.
 */
export function belowTheFold(name: string, load: () => Promise<ComponentType>): ComponentType {
  // Input on the part while its code is on its way is held and replayed once it is live.
  const loadHeld = holdInputUntilLoaded(name, load);
  function BelowTheFold() {
    // Per mount: on a later visit the wrapper is rendered empty, so the part loads at once.
    const [{ Part, attach }] = useState(() => {
      let attach: (element: HTMLDivElement | null) => void = () => undefined;
      const wrapper = new Promise<Element>((resolve) => {
        attach = (element) => {
          if (element) resolve(element);
        };
      });
      const Part = lazy(async () => {
        // The prerender has no document and no refs: it loads at once.
        const element = typeof document === 'undefined' ? undefined : await wrapper;
        if (element) await nearViewport(element);
        return loadPart(name, loadHeld, element);
      });
      return { Part, attach };
    });
    return (
      <div data-below-the-fold={name} ref={attach}>
        <Suspense fallback={null}>
          <Part />
          <PartReady name={name} />
        </Suspense>
      </div>
    );
  }
  BelowTheFold.displayName = `BelowTheFold(${name})`;
  return BelowTheFold;
}
