import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { holdInputUntilLoaded, replayHeldInput } from './held-input';

/** Resolves once the element scrolls near the viewport; at once where there is nothing to wait for. */
function nearViewport(name: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[data-below-the-fold="${name}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
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

/**
 * A part of a page below the fold, with its code split off. On a first, server-rendered load its
 * server HTML stays as it is and its code loads and hydrates only when it nears the viewport, so the
 * phone's main thread serves what the visitor sees first. Rendered in the browser (a later visit,
 * the prerender) it loads at once.
 */
export function belowTheFold(name: string, load: () => Promise<ComponentType>): ComponentType {
  const loadPart = holdInputUntilLoaded(name, load);
  function BelowTheFold() {
    // Per mount: on a later visit the element is not in the page yet, so the part loads at once.
    const [Part] = useState(() => lazy(() => nearViewport(name).then(async () => ({ default: await loadPart() }))));
    return (
      <div data-below-the-fold={name}>
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
