import styles from './PageHeading.module.css';

interface PageHeadingProps {
  title: string;
  description?: string;
  /** A page's own heading is its h1 on a tinted band; a section's is an h2 centred over its content. */
  level?: 1 | 2;
  /** Id of the heading: a section is labelled by it, so screen readers list the section by its title. */
  id?: string;
  /** A section's heading centred over its content, or at the start of the line (beside it, in a split band). */
  align?: 'center' | 'start';
}

/** The title and intro line at the top of a page (level 1) or of a section (level 2), in every remote. */
export function PageHeading({ title, description, level = 1, id, align = 'center' }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const sectionClass = align === 'start' ? `${styles.section} ${styles.start}` : styles.section;
  return (
    <header className={level === 1 ? styles.page : sectionClass}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
