import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * False until the visitor first points, touches, types or moves focus. Parts that only ever answer a
 * visitor's action (the toaster) load then, not with the page. A visitor who tapped or typed before
 * the app started (their press of Verstuur held and replayed, see start-up/early-input.ts) has interacted.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    if (navigator.userActivation?.hasBeenActive) {
      done();
      return;
    }
    for (const type of INTERACTIONS)
      document.addEventListener(type, done, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
