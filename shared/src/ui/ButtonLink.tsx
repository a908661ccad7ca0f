import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ButtonLink.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

function buttonClass(variant: ButtonLinkProps['variant'] = 'primary'): string | undefined {
  return variant === 'primary' ? styles.button : `${styles.button} ${styles.secondary}`;
}

/** An internal link that looks like a button: the site's call-to-action style. */
export function ButtonLink({ to, children, variant }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** The same call-to-action style for a link to another site, opened in a new tab. */
export function ExternalButtonLink({ href, children, variant }: Omit<ButtonLinkProps, 'to'> & { href: string }) {
  return (
    <a href={href} className={buttonClass(variant)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
