import styles from './PageHeading.module.css';

interface PageHeadingProps {
  title: string;
  description?: string;
  /** A page's own heading is its h1 on a tinted band; a section's is an h2 centred over its content. */
  level?: 1 | 2;
  /** Id of the heading: a section is labelled by it, so screen readers list the section by its title. */
  id?: string;
}

/** The title and intro line at the top of a page (level 1) or of a section (level 2), in every remote. */
export function PageHeading({ title, description, level = 1, id }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={level === 1 ? styles.page : styles.section}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
