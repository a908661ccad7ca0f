import { Container } from '@codekade/shared/ui/Container';
import type { ReactNode } from 'react';
import styles from './PageSection.module.css';

interface PageSectionProps {
  /** Id of the section heading; labels the section landmark. */
  id: string;
  title: string;
  description?: string;
  /** Alternate sections get the tinted background so the page reads as bands. */
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** A labelled band of the home page with its h2 and optional intro line. */
export function PageSection({ id, title, description, tone = 'plain', children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={tone === 'tinted' ? `${styles.section} ${styles.tinted}` : styles.section}>
      <Container>
        <header className={styles.header}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </header>
        {children}
      </Container>
    </section>
  );
}
