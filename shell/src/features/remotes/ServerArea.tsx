import { Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';

/** Stands where the remote's prerendered HTML goes; the composer replaces it. */
export const AREA_SLOT = 'CODEKADE_AREA_SLOT';

/**
 * The server's stand-in for `RemoteArea`: the same Suspense boundary, so the browser finds the remote's
 * HTML inside the boundary that its lazy area hydrates.
 */
export function ServerArea({ onRender }: { onRender: () => void }) {
  onRender();
  return <Suspense fallback={<LoadingScreen />}>{AREA_SLOT}</Suspense>;
}
