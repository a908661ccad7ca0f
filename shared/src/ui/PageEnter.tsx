import { usePrefersReducedMotion } from '@codekade/shared/hooks/usePrefersReducedMotion';
import { usePageTransition } from '@codekade/shared/layout/page-transition';
import type { ReactNode } from 'react';
import styles from './PageEnter.module.css';

/**
 * Wraps a remote's pages and plays the page-enter animation while the shell's page-transition flag is
 * up (after a client-side navigation), never under reduced motion. Both hooks give false on the
 * server and while hydrating, so the server's HTML and the first browser render agree.
 */
export function PageEnter({ children }: { children: ReactNode }) {
  const transition = usePageTransition();
  const reducedMotion = usePrefersReducedMotion();
  const entering = transition && !reducedMotion;
  return (
    <div className={entering ? styles.entering : undefined} data-page-enter={entering ? 'entering' : 'idle'}>
      {children}
    </div>
  );
}
