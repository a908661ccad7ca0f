import type { ReactNode } from 'react';
import styles from './CardText.module.css';

interface CardTextProps {
  /** The project's name, usually the card's one link. */
  title: ReactNode;
  description: string;
  /** Where the card leads, at the bottom of the card; screen readers already hear it from the link. */
  hint: ReactNode;
  className?: string;
}

/**
 * The text under a project's picture, the same on the portfolio cards and the video cards: its title
 * is an h3, under a section's h2 on /projecten and under a video grid's (visually hidden) h2.
 */
export function CardText({ title, description, hint, className }: CardTextProps) {
  return (
    <div className={className}>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.description}>{description}</p>
      <p className={styles.hint} aria-hidden="true">
        {hint}
      </p>
    </div>
  );
}
