import { useEffect, useState } from 'react';
import { localRemoteBadgeText } from '../../content/developer-badge-texts';
import { activeRemoteOverrides, clearRemoteOverrides } from './active-overrides';
import styles from './LocalRemoteBadge.module.css';

/** Tells a developer that part of the page comes from their machine, and undoes it in one click. */
export function LocalRemoteBadge() {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    activeRemoteOverrides().then((overrides) => {
      if (current) setNames(Object.keys(overrides));
    });
    return () => {
      current = false;
    };
  }, []);
  if (names.length === 0) return null;
  const reset = () => {
    void clearRemoteOverrides().then(() => window.location.reload());
  };
  return (
    <aside className={styles.badge} aria-label={localRemoteBadgeText.label}>
      <span>{localRemoteBadgeText.active(names)}</span>
      <button type="button" className={styles.reset} onClick={reset}>
        {localRemoteBadgeText.reset}
      </button>
    </aside>
  );
}
