import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ButtonLink.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}

/** An internal link that looks like a button: the site's call-to-action style. */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  const className = variant === 'primary' ? styles.button : `${styles.button} ${styles.secondary}`;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
