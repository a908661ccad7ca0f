import { useEffect } from 'react';
import { ProblemNotice } from '../../components/ProblemNotice';
import { remoteFallbackText } from '../../content/remote-area-texts';

/** What a visitor sees when a page area cannot load: an honest message and a real retry. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.documentElement.dataset.area = 'failed';
    return () => {
      delete document.documentElement.dataset.area;
    };
  }, []);
  return <ProblemNotice id="remote-fallback-title" {...remoteFallbackText} onAction={onRetry} />;
}
