import type { ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps {
  children: ReactNode;
  as?: 'article' | 'section' | 'div';
  id?: string;
  labelledBy?: string;
  className?: string;
}

/**
 * A card: the site's surface, border, radius and shadow. In a Grid with `alignedRows` its direct
 * children share the row's tracks, so the same part (a title, a rule) sits at the same height in
 * every card of a row.
 */
export function Card({ children, as: Element = 'article', id, labelledBy, className }: CardProps) {
  return (
    <Element id={id} className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={labelledBy}>
      {children}
    </Element>
  );
}
