import { useEffect } from 'react';
import styles from './RemoteFallback.module.css';

/** What a visitor sees when a page area cannot load: an honest message and a real retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.area = 'failed';
    return () => {
      delete document.documentElement.dataset.area;
    };
  }, []);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title">Dit deel van de site is even niet bereikbaar</h1>
      <p>
        Er ging iets mis bij het laden van deze pagina. Controleer je internetverbinding en probeer het opnieuw. De rest
        van de site werkt gewoon.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Probeer opnieuw
      </button>
    </section>
  );
}
