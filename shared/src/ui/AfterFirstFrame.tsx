import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styles from './AfterFirstFrame.module.css';
import { isLaterPageOfLivePage } from './later-page';

/** Calls `show` once the frame after this moment has been painted. Returns what cancels it. */
function afterThisFramePainted(show: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(show, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

interface AfterFirstFrameProps {
  children: ReactNode;
  /** What stands in for the part in the first frame: a `li` inside a list. */
  placeholderAs?: 'div' | 'li';
}

/**
 * A part of a page below its first screen. After a tap to the page it renders in a render of its own,
 * after the page's first frame has been painted, so the tap shows the new page's first screen without
 * waiting for the rest to be rendered, styled, laid out and painted; until then an empty block of the
 * viewport's height holds its place. On the server, while hydrating and on a page's first load it
 * renders at once (the same HTML), and so it does when the address names an anchor, which may lie in it.
 */
export function AfterFirstFrame({ children, placeholderAs: Placeholder = 'div' }: AfterFirstFrameProps) {
  const { hash } = useLocation();
  const [shown, setShown] = useState(() => hash !== '' || !isLaterPageOfLivePage());
  useEffect(() => {
    if (shown) return;
    // A transition: the rest of the page yields to the visitor's next tap.
    return afterThisFramePainted(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : <Placeholder className={styles.placeholder} aria-hidden="true" />;
}
