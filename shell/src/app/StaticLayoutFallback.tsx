import { siteConfig } from '@codekade/shared/site-config';
import { footerText } from '../content/layout-texts';
import { AppErrorMessage } from '../features/shell-release';
import styles from './App.module.css';

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
        <p>{footerText.copyright}</p>
      </footer>
    </div>
  );
}
