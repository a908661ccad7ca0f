import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { areaLateNote } from '../../content/remote-area-texts';
import styles from './AreaLateNote.module.css';
import type { AreaState } from './area-state';
import { useAreaLate } from './useAreaState';

/**
 * The calm note beside a first page whose code is late or did not come (`<html data-area="late">`
 * for scripts and tests). The page itself stays as the server sent it; the note goes once the code
 * has arrived. It is fixed to the window, so it lives in <body>: the page area (<main>) binds fixed
 * elements to its own box. It only ever shows after hydration, so the server renders none.
 */
export function AreaLateNote({ area }: { area: AreaState }) {
  const late = useAreaLate(area);
  useEffect(() => {
    const root = document.documentElement;
    if (!late || root.dataset.area !== undefined) return;
    root.dataset.area = 'late';
    return () => {
      if (root.dataset.area === 'late') delete root.dataset.area;
    };
  }, [late]);
  if (!late) return null;
  return createPortal(
    <p role="status" className={styles.note}>
      {areaLateNote}
    </p>,
    document.body,
  );
}
