import type { CSSProperties, ReactNode } from 'react';
import styles from './Grid.module.css';

interface GridProps {
  children: ReactNode;
  /** A list for a set of like items (cards), a plain block otherwise. */
  as?: 'ul' | 'div';
  /** Cards with this many parts each (see Card) get those parts aligned across a row. */
  alignedRows?: number;
  className?: string;
  'aria-label'?: string;
  /** Id of the heading that names the list (a section heading, maybe visually hidden). */
  labelledBy?: string;
}

/**
 * The site's card grid: three columns, two below 1000 px, one below 640 px, and an incomplete last
 * row centred, in every remote.
 */
export function Grid({
  children,
  as: Element = 'div',
  alignedRows,
  className,
  'aria-label': label,
  labelledBy,
}: GridProps) {
  const classes = className ? `${styles.grid} ${className}` : styles.grid;
  const style = alignedRows ? ({ '--grid-item-rows': alignedRows } as CSSProperties) : undefined;
  return (
    <Element
      className={classes}
      style={style}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-grid=""
      data-grid-aligned={alignedRows ? '' : undefined}
    >
      {children}
    </Element>
  );
}
