import { type KeyboardEvent, useRef } from 'react';

/**
 * The tab a key moves to in a horizontal WAI-ARIA tab list (arrows wrap; Home and End jump to the
 * ends), or undefined for keys the tab list does not handle.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Keyboard support of a tab list with automatic activation: the focused tab is the selected tab. */
export function useTabKeyboard(count: number, onSelect: (index: number) => void) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  };

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  };

  return { onTabKeyDown, tabRef };
}
