import type { RemoteName } from '@codekade/shared/contract';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { skipLinkText } from '../content/layout-texts';
import { useHydrated } from '../features/composition';
import {
  ContactWidget,
  Footer,
  Header,
  useFirstInteraction,
  useLayoutListeners,
  useRouteChangeEffects,
} from '../features/layout';
import { LocalRemoteBadgeSlot } from '../features/remote-overrides';
import { useRemotePrefetch } from '../features/remotes';
import { AppErrorBoundary, useShellReleaseWatch } from '../features/shell-release';
import styles from './App.module.css';
import { AppRoutes } from './AppRoutes';

// Toasts only follow something a visitor does, so their code (and its options) loads with the first interaction.
const Toaster = lazy(() =>
  Promise.all([import('react-hot-toast'), import('@codekade/shared/ui/toaster-options')]).then(
    ([{ Toaster: SiteToaster }, { toasterOptions }]) => ({ default: () => <SiteToaster {...toasterOptions} /> }),
  ),
);

/**
 * Parts that exist only in the browser, added after hydration. Their own component, so adding them
 * re-renders nothing else: an update reaching the page area before it hydrated would make React drop
 * the server's HTML for the loading screen.
 */
function BrowserOnlyParts() {
  const hydrated = useHydrated();
  const interacted = useFirstInteraction();
  if (!hydrated) return null;
  return (
    <AppErrorBoundary part="developer badge or toaster" fallback={null}>
      <LocalRemoteBadgeSlot />
      {interacted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </AppErrorBoundary>
  );
}

/** Everything every page has, around the page area; the same on the server and in the browser. */
export function Layout({ renderArea }: { renderArea: (remote: RemoteName) => ReactNode }) {
  useLayoutListeners();
  useRouteChangeEffects();
  useRemotePrefetch();
  useShellReleaseWatch();
  const { pathname } = useLocation();
  // Tells scripts and tests that the layout answers to input now (`<html data-hydrated>`).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {skipLinkText}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppErrorBoundary part="page content" resetKey={pathname}>
          <AppRoutes renderArea={renderArea} />
        </AppErrorBoundary>
      </main>
      <Footer />
      <AppErrorBoundary part="contact widget" fallback={null}>
        <ContactWidget />
      </AppErrorBoundary>
      <BrowserOnlyParts />
    </div>
  );
}
