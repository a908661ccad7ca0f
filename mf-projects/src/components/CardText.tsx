import type { ReactNode } from 'react';
import styles from './CardText.module.css';

interface CardTextProps {
  /** h3 under a section's h2 on /projecten, h2 on a video grid. */
  heading: 'h2' | 'h3';
  /** The project's name, usually the card's one link. */
  title: ReactNode;
  description: string;
  /** Where the card leads, at the bottom of the card; screen readers already hear it from the link. */
  hint: ReactNode;
  className?: string;
}

/** The text under a project's picture, the same on the portfolio cards and the video cards. */
export function CardText({ heading: Heading, title, description, hint, className }: CardTextProps) {
  return (
    <div className={className}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      <p className={styles.hint} aria-hidden="true">
        {hint}
      </p>
    </div>
  );
}
