import { usePageMeta } from '@codekade/shared/page-meta';
import { ButtonLink } from '@codekade/shared/ui/ButtonLink';
import type { ShowcaseCategory } from '../../content/showcase';
import { showcaseTexts } from '../../content/showcase';
import styles from './ProjectNotFound.module.css';

/** An unknown project id (or one of the other grid): say so and lead back to the grid. */
export function ProjectNotFound({ category }: { category: ShowcaseCategory }) {
  const { title, text } = showcaseTexts.notFound;
  usePageMeta(title, text);
  return (
    <section className={styles.notFound} aria-labelledby="project-not-found-title">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 8.5l5 5m0-5-5 5" />
      </svg>
      <h1 id="project-not-found-title">{title}</h1>
      <p className={styles.text}>{text}</p>
      <ButtonLink to={category.path}>{category.backLabel}</ButtonLink>
    </section>
  );
}
