import { lazy, Suspense } from 'react';
import { mayHaveRemoteOverrides } from './active-overrides';

// Its code loads only in a browser that may have overrides (a developer's): visitors never download it.
const LocalRemoteBadge = lazy(() =>
  import('./LocalRemoteBadge').then((module) => ({ default: module.LocalRemoteBadge })),
);

/** Where the developer's badge goes: empty for every visitor, the badge where an override may be active. */
export function LocalRemoteBadgeSlot() {
  if (!mayHaveRemoteOverrides()) return null;
  return (
    <Suspense fallback={null}>
      <LocalRemoteBadge />
    </Suspense>
  );
}
