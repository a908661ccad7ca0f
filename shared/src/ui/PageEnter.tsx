import { usePrefersReducedMotion } from '@codekade/shared/hooks/usePrefersReducedMotion';
import { usePageTransition } from '@codekade/shared/layout/page-transition';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isLaterPageOfLivePage } from './later-page';
import styles from './PageEnter.module.css';

/**
 * Whether the page shown has just been entered by a client-side navigation: from its own first render
 * (the path differs from the one whose entrance is over, or the area itself was mounted by the tap),
 * so the animation starts in the page's first frame, and while the shell's page-transition flag is up
 * (raised after that frame, lowered PAGE_TRANSITION_MS later, which ends the entrance).
 */
function useEntered(): boolean {
  const { pathname } = useLocation();
  const transition = usePageTransition();
  // The path whose entrance is over: the first load's own, none for an area a tap mounted.
  const [settledPath, setSettledPath] = useState<string | null>(() => (isLaterPageOfLivePage() ? null : pathname));
  const flagWasUp = useRef(false);
  useEffect(() => {
    if (transition) flagWasUp.current = true;
    else if (flagWasUp.current) {
      flagWasUp.current = false;
      setSettledPath(pathname);
    }
  }, [transition, pathname]);
  return transition || pathname !== settledPath;
}

/**
 * Wraps a remote's pages and plays the page-enter animation after a client-side navigation, never
 * under reduced motion. On the server and while hydrating it stays idle, so the server's HTML and the
 * first browser render agree.
 */
export function PageEnter({ children }: { children: ReactNode }) {
  const entered = useEntered();
  const reducedMotion = usePrefersReducedMotion();
  const entering = entered && !reducedMotion;
  return (
    <div className={entering ? styles.entering : undefined} data-page-enter={entering ? 'entering' : 'idle'}>
      {children}
    </div>
  );
}
