import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { ContactWidget } from '../features/layout/ContactWidget';
import { Footer } from '../features/layout/Footer';
import { Header } from '../features/layout/Header';
import { useLayoutListeners } from '../features/layout/useLayoutListeners';
import { useRouteChangeEffects } from '../features/layout/useRouteChangeEffects';
import { LocalRemoteBadge } from '../features/remotes/LocalRemoteBadge';
import { useRemotePrefetch } from '../features/remotes/useRemotePrefetch';
import styles from './App.module.css';
import { AppRoutes } from './AppRoutes';

function Layout() {
  useLayoutListeners();
  useRouteChangeEffects();
  useRemotePrefetch();
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        Direct naar de inhoud
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
      <ContactWidget />
      <LocalRemoteBadge />
      <Toaster />
    </div>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Layout />
    </BrowserRouter>
  );
}
