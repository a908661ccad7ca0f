import { usePageMeta } from '../page-meta';
import { paths } from '../routes';
import { ButtonLink } from './ButtonLink';
import styles from './NotFoundPage.module.css';

export const NOT_FOUND_TITLE = 'Pagina Niet Gevonden';
export const NOT_FOUND_TEXT = 'Oeps! Het lijkt erop dat de pagina die je zoekt niet bestaat.';

/** The 404 page: used by the shell for unknown paths and by remotes for unknown sub-paths. */
export function NotFoundPage() {
  usePageMeta(NOT_FOUND_TITLE, NOT_FOUND_TEXT);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p className={styles.text}>{NOT_FOUND_TEXT}</p>
      <ButtonLink to={paths.home}>Terug naar de homepage</ButtonLink>
    </section>
  );
}
