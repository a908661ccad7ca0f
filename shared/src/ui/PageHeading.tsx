import styles from './PageHeading.module.css';

interface PageHeadingProps {
  title: string;
  description: string;
  /** Heading level: a page's own heading is its h1; a section heading reuses the block as h2. */
  level?: 1 | 2;
}

/** The heading block (title and description) at the top of service and project pages. */
export function PageHeading({ title, description, level = 1 }: PageHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.heading}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
    </header>
  );
}
