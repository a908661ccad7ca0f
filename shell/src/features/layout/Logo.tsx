import { paths } from '@codekade/shared/routes';
import { siteConfig } from '@codekade/shared/site-config';
import { Link } from 'react-router-dom';
import { headerText } from '../../content/layout-texts';
import styles from './Logo.module.css';

/** The logo, a link to the home page: dark on the header, light on the footer (`tone="onDark"`). */
export function Logo({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  return (
    <Link
      to={paths.home}
      className={tone === 'onDark' ? `${styles.logo} ${styles.onDark}` : styles.logo}
      aria-label={headerText.logoLabel}
    >
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M13 10l-6 6 6 6M19 10l6 6-6 6" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
      <span>{siteConfig.productName}</span>
    </Link>
  );
}
