import type { ReactNode } from 'react';
import styles from './Card.module.css';

interface CardProps {
  children: ReactNode;
  as?: 'article' | 'section' | 'div';
  id?: string;
  labelledBy?: string;
  /** `raised`: the surface with border and shadow. `tinted`: a quiet panel on the page's tint. */
  tone?: 'raised' | 'tinted';
  /** The first child is a picture or video that runs to the card's edges; give the text its own padding. */
  media?: boolean;
  /** The card lifts under the pointer or focus; pair it with a CardLink, which makes it one big link. */
  interactive?: boolean;
  /** The caller's layout (grid placement, `--card-direction`), not a new look. */
  className?: string;
}

/**
 * A card: the site's surface, border, radius and shadow. In a Grid with `alignedRows` its direct
 * children share the row's tracks, so the same part (a title, a rule) sits at the same height in
 * every card of a row.
 */
export function Card({
  children,
  as: Element = 'article',
  id,
  labelledBy,
  tone = 'raised',
  media = false,
  interactive = false,
  className,
}: CardProps) {
  const classes = [
    styles.card,
    tone === 'tinted' && styles.tinted,
    media && styles.media,
    interactive && styles.interactive,
    className,
  ];
  return (
    <Element id={id} className={classes.filter(Boolean).join(' ')} aria-labelledby={labelledBy}>
      {children}
    </Element>
  );
}
