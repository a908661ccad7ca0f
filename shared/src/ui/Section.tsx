import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

interface SectionProps {
  children: ReactNode;
  /** The tinted background that sets a section apart from its neighbours. */
  alternate?: boolean;
  id?: string;
  labelledBy?: string;
  className?: string;
  /** Class of the content column inside, e.g. for a two-column layout. */
  innerClassName?: string;
}

/** A page section: the site's vertical rhythm around one content column. */
export function Section({ children, alternate = false, id, labelledBy, className, innerClassName }: SectionProps) {
  const classes = [styles.section, alternate ? styles.alternate : undefined, className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={labelledBy}>
      <Container className={innerClassName}>{children}</Container>
    </section>
  );
}
