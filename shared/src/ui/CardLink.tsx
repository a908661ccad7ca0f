import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Card.module.css';

type CardLinkProps = { children: ReactNode } & (
  | { to: string; href?: never; newTabHint?: never }
  /** An outside address opens in a new tab; `newTabHint` tells screen-reader users so. */
  | { href: string; to?: never; newTabHint: string }
);

/**
 * The one link of an interactive Card: its hit area covers the whole card, while a control that sits
 * above it (a video's play button) stays clickable.
 */
export function CardLink({ children, to, href, newTabHint }: CardLinkProps) {
  if (to !== undefined) {
    return (
      <Link className={styles.link} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{newTabHint}</span>
    </a>
  );
}
