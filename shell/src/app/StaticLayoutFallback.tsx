import { siteConfig } from '@codekade/shared/site-config';
import styles from './App.module.css';
import { AppErrorMessage } from './AppErrorBoundary';

/**
 * The page when even the layout failed: a header and footer made of nothing that can throw (no
 * router, no store), around the Dutch message, so the visitor still sees where they are.
 */
export function StaticLayoutFallback() {
  return (
    <div className={styles.layout}>
      <header>
        <a href="/">{siteConfig.legalName}</a>
      </header>
      <main id="main" className={styles.main}>
        <AppErrorMessage />
      </main>
      <footer>
        <p>
          © {siteConfig.copyrightYear} {siteConfig.legalName}. Alle rechten voorbehouden.
        </p>
      </footer>
    </div>
  );
}
