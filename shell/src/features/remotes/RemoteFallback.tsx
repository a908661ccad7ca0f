import { useEffect } from 'react';
import { ProblemNotice } from '../../components/ProblemNotice';

/** What a visitor sees when a page area cannot load: an honest message and a real retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.area = 'failed';
    return () => {
      delete document.documentElement.dataset.area;
    };
  }, []);
  return (
    <ProblemNotice
      id="remote-fallback-title"
      title="Dit deel van de site is even niet bereikbaar"
      text="Er ging iets mis bij het laden van deze pagina. Controleer je internetverbinding en probeer het opnieuw. De rest van de site werkt gewoon."
      actionLabel="Probeer opnieuw"
      onAction={onRetry}
    />
  );
}
