import { Toaster } from 'react-hot-toast';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ContactWidget } from '../features/layout/ContactWidget';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { useLayoutListeners } from '../features/layout/useLayoutListeners';
import { useRouteChangeEffects } from '../features/layout/useRouteChangeEffects';
import { LocalRemoteBadge } from '../features/remotes/LocalRemoteBadge';
import { useRemotePrefetch } from '../features/remotes/useRemotePrefetch';
import styles from './App.module.css';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { StaticLayoutFallback } from './StaticLayoutFallback';

function Layout() {
  useLayoutListeners();
  useRouteChangeEffects();
  useRemotePrefetch();
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Direct naar de inhoud
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppErrorBoundary part="page content" resetKey={pathname}>
          <AppRoutes />
        </AppErrorBoundary>
      </main>
      <Footer />
      <AppErrorBoundary part="contact widget or developer badge" fallback={null}>
        <ContactWidget />
        <LocalRemoteBadge />
        <Toaster />
      </AppErrorBoundary>
    </div>
  );
}

export function App() {
  return (
    <AppErrorBoundary part="page layout" fallback={<StaticLayoutFallback />}>
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
